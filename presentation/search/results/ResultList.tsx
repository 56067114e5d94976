import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, useRef } from 'react';
import { T, useErrorText } from '#presentation/shared/i18n';
import { Button } from '#presentation/shared/ui';
import { useSearchPage } from '../SearchPageContext';
import { DrawOnMapBanner } from './DrawOnMapBanner';
import { EndInfo } from './EndInfo';
import { Pagination } from './Pagination';
import { ResultCard } from './ResultCard';
import styles from './ResultList.module.css';

/** Document 001 §9: "Default SERP banner: draw on map at position 3". */
export const DRAW_BANNER_POSITION = 3;

/**
 * One page of results: cards, the draw-on-map banner in third place, a divider before the
 * listings that are only nearby, then the end info and the pages. While a new search runs the
 * current cards stay, dimmed, so the page does not jump.
 */
export const ResultList = observer(function ResultList() {
  const page = useSearchPage();
  const errorText = useErrorText();
  const top = useRef<HTMLDivElement>(null);
  const { cards } = page.results;
  const firstNearby = cards.findIndex((card) => card.isNearby);

  useEffect(() => {
    // A new page of results starts at its top, not where the visitor was on the previous one.
    if (page.resultsVersion > 0 && top.current && top.current.getBoundingClientRect().top < 0) {
      top.current.scrollIntoView({ block: 'start' });
    }
  }, [page.resultsVersion]);

  return (
    <div ref={top} className={styles.wrapper}>
      {page.status === 'failed' && page.failure && (
        <div className={styles.failure} role="alert">
          <p>{errorText(page.failure)}</p>
          <Button size="small" variant="secondary" onClick={() => page.restore(page.search)}>
            <T id="General.Retry" />
          </Button>
        </div>
      )}
      <ol className={styles.list} data-loading={page.loading || undefined} data-testid="search-results">
        {cards.map((card, index) => (
          <Fragment key={card.id}>
            {index === firstNearby && (
              <li className={styles.divider}>
                <T id="Search.Results.NearbyHeading" />
              </li>
            )}
            {index === DRAW_BANNER_POSITION - 1 && (
              <li className={styles.wide}>
                <DrawOnMapBanner />
              </li>
            )}
            <li>
              <ResultCard card={card} eager={index < 2} first={index === 0} />
            </li>
          </Fragment>
        ))}
        {cards.length > 0 && cards.length < DRAW_BANNER_POSITION && (
          <li className={styles.wide}>
            <DrawOnMapBanner />
          </li>
        )}
      </ol>
      <EndInfo />
      <Pagination />
    </div>
  );
});
