import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { Sorting } from '#domain/portal/Portal';
import { useT } from '#presentation/shared/i18n';
import { Icon } from '#presentation/shared/ui';
import { useSearchPage } from '../SearchPageContext';
import styles from './SortSelect.module.css';

/** The portal's sortings (document 001 §9), in the order the portal lists them. */
export const SortSelect = observer(function SortSelect() {
  const page = useSearchPage();
  const t = useT();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.label}>
        {t('Search.Sort.Label')}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          className={styles.select}
          value={page.sort}
          data-testid="search-sort"
          onChange={(event) => page.setSort(event.target.value as Sorting)}
        >
          {page.settings.portal.sortings.map((sorting) => (
            <option key={sorting} value={sorting}>
              {t(`Search.Sort.${sorting}`)}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" className={styles.chevron} />
      </div>
    </div>
  );
});
