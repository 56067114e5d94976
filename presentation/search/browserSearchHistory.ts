import type { SearchHistory, SearchHistoryState } from './SearchPageViewModel';

/**
 * The page's entries in the browser's history. Vike keeps its own fields in history.state
 * (it patches pushState), and leaves entries it did not create to the page on back and forward
 * within the same page, which is what the popstate listener of SearchPageRoot picks up.
 */
export const browserSearchHistory: SearchHistory = {
  push: (url, state) => window.history.pushState(state, '', url),
  replace: (url, state) => window.history.replaceState({ ...(window.history.state as object | null), ...state }, '', url),
};

export function searchOfHistoryState(state: unknown): SearchHistoryState['hfSearch'] | undefined {
  if (typeof state !== 'object' || state === null || !('hfSearch' in state)) return undefined;
  const search = (state as SearchHistoryState).hfSearch;
  return typeof search === 'object' && search !== null && 'filters' in search && 'params' in search ? search : undefined;
}
