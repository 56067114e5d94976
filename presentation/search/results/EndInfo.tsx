import { observer } from 'mobx-react-lite';
import { T } from '#presentation/shared/i18n';
import { Button } from '#presentation/shared/ui';
import { useSearchPage } from '../SearchPageContext';
import styles from './EndInfo.module.css';

/**
 * Document 001 §4 end info, under the last page: zeroResults (nothing, and no filter to
 * loosen), endOfListingsFilters (under 30 results with filters: loosen them) or endOfListings.
 */
export const EndInfo = observer(function EndInfo() {
  const page = useSearchPage();
  const { endInfo, pages } = page.results;
  if (page.page < pages && endInfo !== 'zeroResults') return null;
  return (
    <div className={styles.end} data-testid="search-end-info" data-end-info={endInfo}>
      <p className={styles.title}>
        <T id={`Search.EndInfo.${endInfo}.Title`} />
      </p>
      <p className={styles.text}>
        <T id={`Search.EndInfo.${endInfo}.Text`} />
      </p>
      {endInfo === 'endOfListingsFilters' && (
        <Button size="small" variant="secondary" onClick={() => page.openFilters()}>
          <T id="Search.EndInfo.EditFilters" />
        </Button>
      )}
      {endInfo === 'zeroResults' && page.hasArea && (
        <Button size="small" variant="secondary" onClick={() => page.clearArea()}>
          <T id="Search.Map.ClearArea" />
        </Button>
      )}
    </div>
  );
});
