import type { PageContextServer } from 'vike/types';
import { loadPlaceStatisticsPageData } from '#presentation/places/statistics/loadPlaceStatisticsPageData';
import type { PlaceStatisticsPageData } from '#presentation/places/statistics/PlaceStatisticsPageData';

export type Data = PlaceStatisticsPageData;
export const data = (pageContext: PageContextServer): Promise<Data> => loadPlaceStatisticsPageData(pageContext);
