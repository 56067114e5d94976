import { useEffect } from 'react';
import { useData } from 'vike-react/useData';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import { yieldToBrowser } from '#presentation/shared/async/yieldToBrowser';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import { searchToRestore, startHistory } from './browserSearchHistory';
import { SearchHead } from './head/SearchHead';
import { SearchPage } from './SearchPage';
import { SearchPageContext } from './SearchPageContext';
import type { SearchPageData } from './SearchPageData';
import { SearchPageViewModel } from './viewModelTokens';

/**
 * Builds the page's view-model from the data hook's value (on the server, and again in the
 * browser from the serialised copy) and keeps the browser's back and forward buttons working
 * for searches made on the page. The application handler is looked up only when a search runs,
 * so rendering on the server never needs it.
 */
export function SearchPageRoot() {
  const data = useData<SearchPageData>();
  const { requestContext, personalAfterHydration, identity } = usePersonalPageContext();
  const { culture, currency, isCrawler, portal } = requestContext;
  // Made again when the page's data changes (a client navigation to another search) or its settings do.
  const page = useViewModel(SearchPageViewModel, { data, settings: { culture, currency, isCrawler, portal } }, [
    data,
    culture,
    currency,
    isCrawler,
    portal,
  ]);

  // A shared page ran its search for nobody (docs/pages.md): once the personal part says who the
  // visitor is, their search is stored as document 001 §7 asks (crawlers excepted). In a task of
  // its own: the one that puts the personal part on screen is long enough.
  const personalArrived = identity !== undefined;
  useEffect(() => {
    if (!personalAfterHydration || !personalArrived || isCrawler) return undefined;
    let current = true;
    void yieldToBrowser().then(() => {
      if (current) page.remember();
    });
    return () => {
      current = false;
    };
  }, [page, personalAfterHydration, personalArrived, isCrawler]);

  useEffect(() => {
    // The entry the visitor landed on gets its search too, so coming back to it needs no parsing.
    window.history.replaceState({ ...(window.history.state as object | null), ...page.historyState() }, '');
    startHistory();
    const onPopState = (event: PopStateEvent) => {
      const search = searchToRestore(event.state);
      if (search) page.restore(search);
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
    };
  }, [page]);

  return (
    <SearchPageContext.Provider value={page}>
      <SearchHead />
      <SearchPage />
    </SearchPageContext.Provider>
  );
}
