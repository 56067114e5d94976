import type { Language } from '#domain/portal/Portal';
import type { SearchFilters } from '#domain/search/SearchFilters';
import { searchPagePath, type SearchUrlTarget } from '#domain/search/searchPagePath';
import type { SearchPageData, SearchPlace } from './SearchPageData';

export interface SearchBreadcrumb {
  placeId: string;
  name: string;
  href: string;
  current: boolean;
}

/** A place's name in the language, else in English, else its first. */
export function nameOf(place: Pick<SearchPlace, 'names'>, language: string): string {
  return place.names[language] ?? place.names.en ?? Object.values(place.names)[0] ?? '';
}

/**
 * Country down to the searched place, each a search for the same transaction and property
 * types there: the way out to a wider search a visitor most often wants.
 */
export function searchBreadcrumbs(
  data: Pick<SearchPageData, 'ancestors' | 'place' | 'country' | 'agency'>,
  { transactionType, types }: Pick<SearchFilters, 'transactionType' | 'types'>,
  target: { culture: Language; portal: SearchUrlTarget['portal'] },
): SearchBreadcrumb[] {
  const { ancestors } = data;
  const country = ancestors.find((ancestor) => ancestor.type === 'country');
  const places = [...ancestors, ...(data.place ? [data.place] : [])];
  return places.map((place) => ({
    placeId: place.placeId,
    name: nameOf(place, target.culture),
    current: place.placeId === data.place?.placeId && !data.agency,
    href: searchPagePath(
      { filters: { transactionType, types, location: { placeId: place.placeId } }, params: {} },
      { ...target, place, country: place.type === 'country' ? undefined : (country ?? data.country) },
    ),
  }));
}
