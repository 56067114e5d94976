import { observer } from 'mobx-react-lite';
import { formatNumber } from '#domain/portal/NumberFormat';
import { T } from '#presentation/shared/i18n';
import { useSearchHeading } from '../head/useSearchHeading';
import { useSearchPage } from '../SearchPageContext';
import styles from './SearchSummary.module.css';

/** The heading and how many results the search has (nearby ones counted apart). */
export const SearchSummary = observer(function SearchSummary() {
  const page = useSearchPage();
  const heading = useSearchHeading();
  const { total, nearbyTotal } = page.results;
  return (
    <div className={styles.summary}>
      <h1 id="search-heading" className={styles.heading}>
        {heading}
      </h1>
      <p className={styles.count} role="status" aria-live="polite" data-testid="search-total" data-total={total}>
        <T id="Search.Results.Count" values={{ count: total, formatted: formatNumber(total, page.locale, 0) }} />
        {nearbyTotal > 0 && (
          <>
            {' '}
            ·{' '}
            <T
              id="Search.Results.Nearby"
              values={{ count: nearbyTotal, formatted: formatNumber(nearbyTotal, page.locale, 0) }}
            />
          </>
        )}
      </p>
      {page.data.placeNotFound && (
        <p className={styles.notice}>
          <T id="Search.Notice.PlaceNotFound" values={{ text: page.data.placeNotFound }} />
        </p>
      )}
    </div>
  );
});
