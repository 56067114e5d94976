import { observer } from 'mobx-react-lite';
import { useT } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';
import { listingPagePath } from '#presentation/shared/routing/listingPagePath';
import styles from './AlsoListedBy.module.css';

/**
 * Duplicate detection: the property is "shown once in search with 'also listed by N
 * agencies' on its page"; each of the other agencies' listings is one link away.
 */
export const AlsoListedBy = observer(function AlsoListedBy() {
  const page = useListingPage();
  const t = useT();
  const others = page.duplicates;
  if (others.length === 0 || page.isArchived) return null;
  return (
    <section className={styles.box} aria-labelledby="also-listed-title" data-testid="also-listed-by">
      <h2 id="also-listed-title" className={styles.title}>
        {t('Listings.Duplicates.AlsoListedBy', { count: others.length })}
      </h2>
      <ul className={styles.list}>
        {others.map((other) => (
          <li key={other.id}>
            <a href={listingPagePath(other, page.culture, page.settings.portal)}>{other.reference}</a>
          </li>
        ))}
      </ul>
    </section>
  );
});
