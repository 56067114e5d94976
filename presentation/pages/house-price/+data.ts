import type { PageContextServer } from 'vike/types';
import { listingPath } from '#presentation/listings/routing/listingUrls';
import { loadPlaceStatisticsPageData } from '#presentation/places/statistics/loadPlaceStatisticsPageData';
import type { PlaceStatisticsPageData } from '#presentation/places/statistics/PlaceStatisticsPageData';
import { loadMostViewedListings } from '#presentation/tracking/mostViewed/loadMostViewedListings';

export type Data = PlaceStatisticsPageData;

/** The place's figures, then its most viewed listings this week (the tracking context's, issue 17 §5). */
export const data = async (pageContext: PageContextServer): Promise<Data> => {
  const figures = await loadPlaceStatisticsPageData(pageContext);
  const { culture, portal } = pageContext.requestContext;
  const mostViewed = await loadMostViewedListings(pageContext, figures.placeId, (id) =>
    listingPath(id, culture, portal),
  );
  return { ...figures, mostViewed };
};
