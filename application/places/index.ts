/** Places' public face for the other contexts: the places service (document 001 §7 "Places"). */
export { PlacesService } from './ports';
export type { PlaceBySlug } from './ports';
export { SUGGEST_RADIUS_M } from './queries/AutocompletePlaces';
export { resolvePlaceBySlugs } from './queries/resolvePlaceBySlugs';
export type { PlaceOfPage, PlacePageSlugs } from './queries/resolvePlaceBySlugs';
