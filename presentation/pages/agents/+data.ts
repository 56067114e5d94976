import type { PageContextServer } from 'vike/types';
import { loadPlaceAgentsPageData } from '#presentation/agents/loadPlaceAgentsPageData';
import type { PlaceAgentsPageData } from '#presentation/agents/PlaceAgentsPageData';

export type Data = PlaceAgentsPageData;
export const data = (pageContext: PageContextServer): Promise<Data> => loadPlaceAgentsPageData(pageContext);
