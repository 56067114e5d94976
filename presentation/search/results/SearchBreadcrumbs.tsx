import { observer } from 'mobx-react-lite';
import { useT } from '#presentation/shared/i18n';
import { Icon } from '#presentation/shared/ui';
import { culturePath } from '#domain/portal/culturePath';
import { useSearchPage } from '../SearchPageContext';
import styles from './SearchBreadcrumbs.module.css';

/** Home › Country › … › Place: each a search for the same transaction and types there. */
export const SearchBreadcrumbs = observer(function SearchBreadcrumbs() {
  const page = useSearchPage();
  const t = useT();
  const crumbs = page.breadcrumbs;
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('Search.Breadcrumbs.Label')} className={styles.nav}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <a href={culturePath('/', page.culture, page.settings.portal)} className={styles.link}>
            {t('Search.Breadcrumbs.Home')}
          </a>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.placeId} className={styles.item}>
            <Icon name="chevronRight" className={styles.separator} />
            {crumb.current ? (
              <span aria-current="page" className={styles.current}>
                {crumb.name}
              </span>
            ) : (
              <a href={crumb.href} className={styles.link}>
                {crumb.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
});
