import { observer } from 'mobx-react-lite';
import { T } from '#presentation/shared/i18n';
import { Button } from '#presentation/shared/ui';
import { useSearchPage } from '../SearchPageContext';
import { SearchIcon } from '../ui/SearchIcon';
import styles from './DrawOnMapBanner.module.css';

/**
 * Document 001 §9: "Default SERP banner: draw on map at position 3". It opens the map (on
 * phones the map view) with the drawing tool on.
 */
export const DrawOnMapBanner = observer(function DrawOnMapBanner() {
  const page = useSearchPage();
  return (
    <aside className={styles.banner} data-testid="draw-banner">
      <span className={styles.icon}>
        <SearchIcon name="draw" size={28} />
      </span>
      <div className={styles.text}>
        <p className={styles.title}>
          <T id="Search.DrawBanner.Title" />
        </p>
        <p className={styles.body}>
          <T id="Search.DrawBanner.Text" />
        </p>
      </div>
      <Button size="small" variant="primary" onClick={() => page.requestDrawing()} data-testid="draw-banner-button">
        <T id="Search.DrawBanner.Action" />
      </Button>
    </aside>
  );
});
