import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { ClientOnly } from 'vike-react/ClientOnly';
import { useT } from '#presentation/shared/i18n';
import { useSearchPage } from '../SearchPageContext';
import { SearchIcon } from '../ui/SearchIcon';
import { useDesktopLayout } from './useDesktopLayout';
import styles from './SearchMap.module.css';

// The map's code (its view-model, clustering, Leaflet's layers) loads when the map is first shown.
const SearchMapClient = lazy(() => import('./SearchMapClient').then((module) => ({ default: module.SearchMapClient })));

/**
 * The map panel. Leaflet needs the browser, so the server renders the empty panel (the same
 * size: no layout shift) and the map is made only once it is on screen: beside the list on
 * desktop, in the map view on phones.
 */
export const SearchMap = observer(function SearchMap() {
  const page = useSearchPage();
  const t = useT();
  const desktop = useDesktopLayout();
  const visible = desktop ? !page.mapHidden : page.view === 'map';
  const placeholder = (
    <div className={styles.placeholder} aria-hidden="true">
      <SearchIcon name="map" size={40} />
    </div>
  );
  return (
    <div className={styles.frame} role="region" aria-label={t('Search.Map.Label')} data-testid="search-map">
      <ClientOnly fallback={placeholder}>
        {visible ? (
          <Suspense fallback={placeholder}>
            <SearchMapClient />
          </Suspense>
        ) : (
          placeholder
        )}
      </ClientOnly>
    </div>
  );
});
