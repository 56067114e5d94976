import { observer } from 'mobx-react-lite';
import { useT } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';
import { FavoriteCard } from '../favorites/page/FavoriteCard';
import styles from './SimilarListings.module.css';

/**
 * Similar listings ("same transaction, type, place and price band; six cards"), each
 * with its heart. Nothing shows when the listing has none.
 */
export const SimilarListings = observer(function SimilarListings() {
  const page = useListingPage();
  const t = useT();
  if (page.similar.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="similar-title" data-testid="similar-listings">
      <h2 id="similar-title" className={styles.title}>
        {t('Listings.Similar.Title')}
      </h2>
      <ul className={styles.grid}>
        {page.similar.map((listing) => (
          <li key={listing.id}>
            <FavoriteCard
              listing={listing}
              culture={page.culture}
              portal={page.settings.portal}
              currency={page.settings.currency}
              locale={page.locale}
              eager={false}
              headingLevel={3}
            />
          </li>
        ))}
      </ul>
    </section>
  );
});
