import { observer } from 'mobx-react-lite';
import { useT } from '#presentation/shared/i18n';
import { cx } from '#presentation/shared/ui';
import { AgencyHeader } from './agency/AgencyHeader';
import { LazyFiltersModal, LazyFiltersPanel } from './filters/LazyFilters';
import { SearchMap } from './map/SearchMap';
import { ResultList } from './results/ResultList';
import { SearchBreadcrumbs } from './results/SearchBreadcrumbs';
import { SearchSummary } from './results/SearchSummary';
import { SearchToolbar } from './results/SearchToolbar';
import { useSearchPage } from './SearchPageContext';
import { SeoFacets } from './seo/SeoFacets';
import styles from './SearchPage.module.css';

/**
 * The results page: breadcrumbs, heading and toolbar on top; below, the filters panel (desktop),
 * the results and the map side by side. Phones show the list or the map (the toolbar's toggle)
 * and the filters in a modal.
 */
export const SearchPage = observer(function SearchPage() {
  const page = useSearchPage();
  const t = useT();
  return (
    <div
      className={cx(styles.page, page.view === 'map' && styles.mapView, page.mapHidden && styles.mapHidden)}
      data-testid="search-page"
    >
      <div className={styles.crumbs}>{page.data.agency ? <AgencyHeader /> : <SearchBreadcrumbs />}</div>
      <div className={styles.summary}>
        <SearchSummary />
      </div>
      <div className={styles.toolbar}>
        <SearchToolbar />
      </div>
      <div className={styles.body}>
        <aside className={styles.filters} aria-label={t('Search.Filters.Title')}>
          <LazyFiltersPanel />
        </aside>
        <section className={styles.results} aria-labelledby="search-heading" aria-busy={page.loading}>
          <ResultList />
          <SeoFacets />
        </section>
        <div className={styles.map}>
          <SearchMap />
        </div>
      </div>
      <LazyFiltersModal />
    </div>
  );
});
