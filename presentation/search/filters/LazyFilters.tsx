import { observer } from 'mobx-react-lite';
import { lazy, memo, Suspense, useRef, type ComponentType } from 'react';
import { useT } from '#presentation/shared/i18n';
import { DESKTOP_QUERY } from '../map/useDesktopLayout';
import { useSearchPage } from '../SearchPageContext';
import fieldStyles from './FilterFields.module.css';
import formStyles from './FiltersForm.module.css';
import panelStyles from './FiltersPanel.module.css';

/*
 * The filters bring Formik, yup and lodash (about 25 KB gzipped): the browser loads them after
 * the results, not before. The server renders the desktop panel in place (renderToString cannot
 * wait for a chunk, so it has the panel before its first render); the browser keeps that HTML
 * until the chunk arrives, then hydrates it (React's selective hydration), so nothing moves.
 */
const loadPanel = () => import('./FiltersPanel').then((module) => ({ default: module.FiltersPanel }));
const loadModal = () => import('./FiltersModal').then((module) => ({ default: module.FiltersModal }));

// Vite replaces import.meta.env.SSR in its bundles (the browser's drops this branch); Node
// outside Vite (benches, tests) has no import.meta.env and renders on the server.
const onServer: boolean = import.meta.env?.SSR ?? typeof window === 'undefined';
const ServerPanel: ComponentType | undefined = onServer ? (await loadPanel()).default : undefined;
// On desktop the panel is on screen from the start: its code is fetched as soon as the page's own
// code runs, beside it rather than before it, so the panel hydrates with the rest of the page and
// a choice made at once is not lost. Phones fetch it when React reaches the hidden panel.
const desktopPanel = !onServer && window.matchMedia(DESKTOP_QUERY).matches ? loadPanel() : undefined;
const BrowserPanel = lazy(() => desktopPanel ?? loadPanel());
const BrowserModal = lazy(loadModal);

/**
 * The desktop filters panel. Memoised without props, so the page's re-renders never reach the
 * boundary while it waits for its chunk (an update there would drop the server's HTML).
 */
export const LazyFiltersPanel = memo(function LazyFiltersPanel() {
  const Panel = ServerPanel ?? BrowserPanel;
  return (
    <Suspense fallback={<PanelPlaceholder />}>
      <Panel />
    </Suspense>
  );
});

/** The phones' filters modal, loaded when it is first opened; it stays mounted after (its closing animation, its state). */
export const LazyFiltersModal = observer(function LazyFiltersModal() {
  const page = useSearchPage();
  const opened = useRef(false);
  opened.current ||= page.filtersOpen;
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <BrowserModal />
    </Suspense>
  );
});

/**
 * The panel's place while its code loads after a client-side navigation. It also keeps the
 * filters' styles in the page's own stylesheet (a stylesheet goes with the chunk that uses it):
 * the server's HTML of the panel is drawn styled from the first paint, not when the chunk arrives.
 */
function PanelPlaceholder() {
  const t = useT();
  return (
    <div className={formStyles.form} aria-busy="true">
      <div className={panelStyles.header}>
        <h2 className={panelStyles.title}>{t('Search.Filters.Title')}</h2>
      </div>
      <div className={fieldStyles.section} />
    </div>
  );
}
