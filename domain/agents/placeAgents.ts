import type { Place, PlaceType } from '#domain/places/Place';
import { urlSlug, urlWordOf } from '#domain/portal/urlWords/urlWordLookup';
import type { UrlLanguage } from '#domain/portal/urlWords/UrlWords';
import { domainError, type DomainError } from '#domain/shared/DomainError';

/** Document 001 §9: "place agents 10 with max skip 10000". */
export const PLACE_AGENTS_PAGE_SIZE = 10;
export const PLACE_AGENTS_MAX_SKIP = 10_000;

/** /agents, or /{countrySlug?}/{placeSlug}/{agentSegment} (document 001 §2), culture prefix stripped. */
export type PlaceAgentsRoute = { countrySlug?: string; placeSlug?: string };

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

export function matchPlaceAgentsPath(pathname: string): PlaceAgentsRoute | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (parts.length < 1 || parts.length > 3) return undefined;
  const last = parts[parts.length - 1];
  if (urlWordOf('segment', last) !== 'agents') return undefined;
  const slugs = parts.slice(0, -1);
  if (!slugs.every((slug) => SLUG.test(slug))) return undefined;
  if (slugs.length === 0) return {};
  return slugs.length === 1 ? { placeSlug: slugs[0] } : { countrySlug: slugs[0], placeSlug: slugs[1] };
}

/** The canonical path of a place's agents in a language (no culture prefix): /{countrySlug?}/{placeSlug}/{agentSegment}. */
export function placeAgentsPath(language: UrlLanguage, slugs: PlaceAgentsRoute): string {
  const word = urlSlug(language, 'segment', 'agents');
  return `/${[slugs.countrySlug, slugs.placeSlug, word].filter(Boolean).join('/')}`;
}

/** The skip of a 1-based page, or undefined past the maximum skip (the page then redirects to page one, document 001 §2). */
export function placeAgentsSkip(page: number): number | undefined {
  const skip = (page - 1) * PLACE_AGENTS_PAGE_SIZE;
  return Number.isSafeInteger(page) && page >= 1 && skip < PLACE_AGENTS_MAX_SKIP ? skip : undefined;
}

/** Document 001 §5: "Place agents page requires a place with countryISO and viewport". */
export function checkPlaceForAgents(place: Pick<Place, 'countryISO' | 'viewport'>): DomainError | undefined {
  return place.countryISO && place.viewport
    ? undefined
    : domainError('NOT_FOUND', 'PLACE_WITHOUT_VIEWPORT', "Place doesn't have a viewport or countryISO", {
        field: 'placeId',
      });
}

/**
 * Document 001 §5: "Agent facets only for supported place types." Ours: the country, its first two
 * administrative levels and localities, whose children (regions, towns, quarters) name where agents work.
 */
export const AGENT_FACET_PLACE_TYPES: readonly PlaceType[] = [
  'country',
  'administrative_area_level_1',
  'administrative_area_level_2',
  'locality',
];

/** Document 001 §9: "facets fetch 25". */
export const AGENT_FACETS_COUNT = 25;
