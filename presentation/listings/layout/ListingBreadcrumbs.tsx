import { observer } from 'mobx-react-lite';
import { T, useT } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';
import styles from './ListingBreadcrumbs.module.css';

/** Home, then country down to the listing's place (location.placePath); the current page is the last, unlinked crumb. */
export const ListingBreadcrumbs = observer(function ListingBreadcrumbs() {
  const page = useListingPage();
  const t = useT();
  return (
    <nav className={styles.nav} aria-label={t('ItemDetails.Breadcrumbs.Label')}>
      <ol className={styles.list}>
        <li>
          <a href={page.homePath}>
            <T id="ItemDetails.Breadcrumbs.Home" />
          </a>
        </li>
        {page.breadcrumbs.map((crumb) => (
          <li key={crumb.placeId}>
            <a href={crumb.href}>{crumb.name}</a>
          </li>
        ))}
        <li aria-current="page">{page.listing.reference}</li>
      </ol>
    </nav>
  );
});
