import type { SearchHistory, SearchHistoryState } from './searchPageSettings';

type Trigger = 'user' | 'vike' | 'browser' | undefined;
const triggerOf = (state: unknown): Trigger =>
  (state as { vike?: { triggeredBy?: Trigger } } | null)?.vike?.triggeredBy;

/** Who made the entry the browser shows now: our pushes are 'user' entries for Vike. */
let current: Trigger;

/**
 * The page's entries in the browser's history. Vike keeps its own fields in history.state (it
 * patches pushState and marks our entries 'user') and leaves back and forward between such
 * entries of the same page to the page: SearchPageRoot's popstate listener, through
 * `searchToRestore`, which also tells apart the moves Vike renders itself.
 */
export const browserSearchHistory: SearchHistory = {
  push: (url, state) => {
    window.history.pushState(state, '', url);
    current = 'user';
  },
  replace: (url, state) =>
    window.history.replaceState({ ...(window.history.state as object | null), ...state }, '', url),
};

/** Call when the page comes up: the entry it landed on. */
export function startHistory(): void {
  current = triggerOf(window.history.state);
}

/**
 * The search to show after a back or forward move, or undefined when Vike renders that move
 * itself (between two entries it made: it loads the page's data again).
 */
export function searchToRestore(state: unknown): SearchHistoryState['hfSearch'] | undefined {
  const previous = current;
  current = triggerOf(state);
  if (current !== 'user' && previous !== 'user') return undefined;
  if (typeof state !== 'object' || state === null || !('hfSearch' in state)) return undefined;
  const search = (state as SearchHistoryState).hfSearch;
  return typeof search === 'object' && search !== null && 'filters' in search && 'params' in search
    ? search
    : undefined;
}
