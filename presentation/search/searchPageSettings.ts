import type { CreateSearch, CreateSearchHandler } from '#application/search/commands/CreateSearch';
import { pageOfResults } from '#domain/search/paging/searchPaging';
import type { Language, Portal } from '#domain/portal/Portal';
import { searchCallerOf } from '#domain/search/SearchCaller';
import type { Search } from '#domain/search/SearchFilters';
import { SEARCH_PAGE_FACETS } from './searchPageFacets';

/** What the search page obeys: the visitor's culture and currency, whether a crawler asks, the portal's settings. */
export interface SearchPageSettings {
  culture: Language;
  currency: string;
  isCrawler: boolean;
  portal: Pick<
    Portal,
    | 'id'
    | 'name'
    | 'countryISO'
    | 'countries'
    | 'cultures'
    | 'defaultCulture'
    | 'defaultCurrency'
    | 'pageSize'
    | 'maxSkip'
    | 'sortings'
    | 'defaultSort'
  >;
}

/** What a history entry of the search page remembers: the search, so back and forward need no parsing. */
export interface SearchHistoryState {
  hfSearch: Search;
}

/** The browser's history as the page uses it (window.history in the browser; nothing on the server). */
export interface SearchHistory {
  push(url: string, state: SearchHistoryState): void;
  replace(url: string, state: SearchHistoryState): void;
}

export interface SearchPageDependencies {
  createSearch: Pick<CreateSearchHandler, 'execute'>;
  history?: SearchHistory;
}

export type SearchStatus = 'idle' | 'loading' | 'failed';
export type SearchView = 'list' | 'map';

/** The page's search run (and stored) for this visitor: one page of cards with the page's facets. */
export function searchPageCommand(search: Search, settings: SearchPageSettings, signal: AbortSignal): CreateSearch {
  const { portal, currency } = settings;
  return {
    search: { filters: search.filters, currencyId: currency, portalId: portal.id },
    execution: { ...pageOfResults(search.params, portal), facets: SEARCH_PAGE_FACETS },
    caller: searchCallerOf(settings),
    signal,
  };
}
