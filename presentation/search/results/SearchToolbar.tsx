import { observer } from 'mobx-react-lite';
import { useT } from '#presentation/shared/i18n';
import { cx } from '#presentation/shared/ui';
import { activeFilterCount } from '../filters/filterFormValues';
import { useSearchPage } from '../SearchPageContext';
import { SearchIcon } from '../ui/SearchIcon';
import { SaveSearchButton } from '../saved/SaveSearchButton';
import { SortSelect } from './SortSelect';
import styles from './SearchToolbar.module.css';

/**
 * Filters (phones: opens the modal), sort, and the map: a list/map switch on phones, show or
 * hide beside the list on desktop. Sticky under the header on phones, where it is the way back
 * to everything else while scrolling.
 */
export const SearchToolbar = observer(function SearchToolbar() {
  const page = useSearchPage();
  const t = useT();
  const active = activeFilterCount(page.filters);
  const onMap = page.view === 'map';
  return (
    <div className={styles.toolbar}>
      <button
        type="button"
        className={cx(styles.chip, styles.filtersButton)}
        onClick={() => page.openFilters()}
        aria-haspopup="dialog"
        data-testid="open-filters"
      >
        <SearchIcon name="filters" size={18} />
        <span>{t('Search.Filters.Open')}</span>
        {active > 0 && (
          <span className={styles.badge} aria-label={t('Search.Filters.ActiveCount', { count: active })}>
            {active}
          </span>
        )}
      </button>
      {page.hasArea && (
        <button
          type="button"
          className={cx(styles.chip, styles.area)}
          onClick={() => page.clearArea()}
          data-testid="clear-area"
        >
          <SearchIcon name="draw" size={18} />
          <span>{t('Search.Map.ClearArea')}</span>
        </button>
      )}
      <span className={styles.spacer} />
      <SaveSearchButton />
      <SortSelect />
      <button
        type="button"
        className={cx(styles.chip, styles.viewToggle)}
        onClick={() => page.setView(onMap ? 'list' : 'map')}
        data-testid="toggle-view"
        aria-pressed={onMap}
      >
        <SearchIcon name={onMap ? 'list' : 'map'} size={18} />
        <span>{t(onMap ? 'Search.View.List' : 'Search.View.Map')}</span>
      </button>
      <button
        type="button"
        className={cx(styles.chip, styles.mapToggle)}
        onClick={() => page.toggleMap()}
        data-testid="toggle-map"
        aria-pressed={!page.mapHidden}
      >
        <SearchIcon name="map" size={18} />
        <span>{t(page.mapHidden ? 'Search.Map.Show' : 'Search.Map.Hide')}</span>
      </button>
    </div>
  );
});
