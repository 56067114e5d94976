import type { PageContext } from 'vike/types';
import { matchPlaceStatsPath } from '#domain/places/statistics/placeStatsRoute';

/** Place statistics, /house-price or /{countrySlug?}/{placeSlug}/{statsSegment} (document 001 §2). */
export default function route(pageContext: PageContext) {
  return matchPlaceStatsPath(pageContext.urlPathname) ? { routeParams: {} } : false;
}
