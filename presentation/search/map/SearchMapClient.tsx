import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { formatNumber } from '#domain/portal/NumberFormat';
import { T, useT } from '#presentation/shared/i18n';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import { useModuleOnDemand } from '#presentation/shared/di/useModuleOnDemand';
import { useNavigationState } from '#presentation/shared/shell/ShellServices';
import { cx } from '#presentation/shared/ui';
import { useSearchPage } from '../SearchPageContext';
import { SearchIcon } from '../ui/SearchIcon';
import { LeafletSearchMap } from './LeafletSearchMap';
import { SearchMapViewModel } from '../viewModelTokens';
import { searchMapViewModels } from './viewModels';
import styles from './SearchMap.module.css';

/** The live map (browser only): its view-model, the Leaflet map, and the controls over it. */
export const SearchMapClient = observer(function SearchMapClient() {
  const page = useSearchPage();
  const t = useT();
  const navigation = useNavigationState();
  useModuleOnDemand(searchMapViewModels, SearchMapViewModel);
  // One map per page view-model (made again with the page's); disposed with it by useViewModel.
  const map = useViewModel(SearchMapViewModel, { page }, [page]);

  useEffect(() => {
    navigation.setDrawingOnSearch(map.drawing);
    return () => navigation.setDrawingOnSearch(false);
  }, [navigation, map.drawing]);

  const count = (n: number) => formatNumber(n, page.locale, 0);
  return (
    <>
      <LeafletSearchMap map={map} tileUrl={page.data.mapTileUrl} />
      <div className={styles.controls}>
        {map.drawing ? (
          <>
            <p className={styles.hint} role="status">
              <T id="Search.Map.DrawHint" />
            </p>
            <button type="button" className={styles.control} onClick={() => map.cancelDrawing()}>
              {t('General.Cancel')}
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className={cx(styles.control, styles.primary)}
              onClick={() => map.startDrawing()}
              data-testid="draw-area"
            >
              <SearchIcon name="draw" size={18} />
              {t(page.hasArea ? 'Search.Map.Redraw' : 'Search.Map.Draw')}
            </button>
            {page.hasArea && (
              <button
                type="button"
                className={cx(styles.control, styles.iconOnly)}
                onClick={() => page.clearArea()}
                aria-label={t('Search.Map.ClearArea')}
                title={t('Search.Map.ClearArea')}
              >
                <SearchIcon name="trash" size={18} />
              </button>
            )}
          </>
        )}
      </div>
      {(map.inside || map.loading) && (
        <p className={styles.legend} data-testid="map-legend" aria-live="polite">
          <span className={cx(styles.dot, styles.insideDot)} />
          <T id="Search.Map.Inside" values={{ count: map.insideTotal, formatted: count(map.insideTotal) }} />
          {map.outsideTotal > 0 && (
            <>
              <span className={cx(styles.dot, styles.outsideDot)} />
              <T id="Search.Map.Outside" values={{ count: map.outsideTotal, formatted: count(map.outsideTotal) }} />
            </>
          )}
          {map.loading && <span className={styles.spinner} aria-label={t('General.Loading')} />}
        </p>
      )}
    </>
  );
});
