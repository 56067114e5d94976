import { splitCulturePrefix } from '#domain/portal/CultureResolution';
import type { Language, Portal } from '#domain/portal/Portal';
import { SEARCH_FALLBACK_PATH, buildSearchUrl } from '#domain/search/buildSearchUrl';
import { parseSearchUrl } from '#domain/search/parseSearchUrl';
import type { SearchFilters } from '#domain/search/SearchFilters';
import { culturePath } from '../shared/routing/culturePath';

/**
 * Where choosing a place leads: its search, buying unless the visitor is on a search already,
 * in which case buy or rent and the property types stay; a Buy / Rent choice given (the home
 * page's) wins. The path is /search?placeId=…, which
 * the search page answers with the place's own URL (its slugs, in the visitor's language).
 */
export function placeSearchPath(
  placeId: string,
  current: { pathname: string; search: string },
  culture: Language,
  portal: Pick<Portal, 'cultures' | 'defaultCulture'>,
  transactionType?: 'Sell' | 'Rent',
): string {
  const { rest } = splitCulturePrefix(current.pathname, portal);
  const parsed = parseSearchUrl(rest + current.search, { language: culture });
  const filters: SearchFilters = parsed.ok && parsed.value.kind === 'search' ? parsed.value.search.filters : {};
  const url = buildSearchUrl(
    {
      filters: {
        transactionType: transactionType ?? filters.transactionType ?? 'Sell',
        types: filters.types,
        location: { placeId },
      },
      params: {},
    },
    { language: culture },
  );
  return culturePath(url.ok ? url.value : SEARCH_FALLBACK_PATH, culture, portal);
}
