import type { PlaceType } from '#domain/places/Place';
import { urlSlug, urlWordOf } from '#domain/portal/urlWords/urlWordLookup';
import type { UrlLanguage } from '#domain/portal/urlWords/UrlWords';
import { domainError, type DomainError } from '#domain/shared/DomainError';

/** /house-price, or /{countrySlug?}/{placeSlug}/{statsSegment} (document 001 §2), culture prefix stripped. */
export type PlaceStatsRoute = { countrySlug?: string; placeSlug?: string };

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

export function matchPlaceStatsPath(pathname: string): PlaceStatsRoute | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (parts.length < 1 || parts.length > 3) return undefined;
  if (urlWordOf('segment', parts[parts.length - 1]) !== 'stats') return undefined;
  const slugs = parts.slice(0, -1);
  if (!slugs.every((slug) => SLUG.test(slug))) return undefined;
  if (slugs.length === 0) return {};
  return slugs.length === 1 ? { placeSlug: slugs[0] } : { countrySlug: slugs[0], placeSlug: slugs[1] };
}

export function placeStatsPath(language: UrlLanguage, slugs: PlaceStatsRoute): string {
  return `/${[slugs.countrySlug, slugs.placeSlug, urlSlug(language, 'segment', 'stats')].filter(Boolean).join('/')}`;
}

/**
 * Document 001 §5: "The place statistics page supports only some place types." Ours: the country,
 * its first two administrative levels and localities (below them too few listings make a median).
 */
export const STATS_PLACE_TYPES: readonly PlaceType[] = [
  'country',
  'administrative_area_level_1',
  'administrative_area_level_2',
  'locality',
];

export const placeNotSupported = (): DomainError =>
  domainError('NOT_FOUND', 'PLACE_NOT_SUPPORTED', 'Place is not supported', { field: 'placeId' });
