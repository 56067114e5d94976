import { observer } from 'mobx-react-lite';
import { T } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';
import { Icon } from './Icon';
import styles from './ArchivedBanner.module.css';

/**
 * An archived listing stays readable (people arrive from old links and saved favourites) but
 * says so first, offers the way on, and shows no contact actions (document 002 §6).
 */
export const ArchivedBanner = observer(function ArchivedBanner() {
  const page = useListingPage();
  if (!page.isArchived) return null;
  const similar = page.breadcrumbs[page.breadcrumbs.length - 1]?.href;
  return (
    <div className={styles.banner} role="status" data-testid="archived-banner">
      <Icon name="archive" size={24} />
      <div>
        <p className={styles.title}>
          <T id="ItemDetails.Archived.Title" />
        </p>
        <p>
          <T id="ItemDetails.Archived.Text" />
        </p>
      </div>
      {similar && (
        <a className={styles.action} href={similar}>
          <T id="ItemDetails.Archived.SeeSimilar" />
        </a>
      )}
    </div>
  );
});
