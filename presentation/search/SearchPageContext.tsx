import { createContext, useContext } from 'react';
import type { SearchPageViewModel } from './SearchPageViewModel';

export const SearchPageContext = createContext<SearchPageViewModel | null>(null);

/** The page's view-model, for every component of the search page. */
export function useSearchPage(): SearchPageViewModel {
  const page = useContext(SearchPageContext);
  if (!page) throw new Error('useSearchPage() needs <SearchPageContext.Provider> (presentation/search/SearchPageRoot)');
  return page;
}
