import { formatMoney } from '#domain/portal/MoneyFormat';
import { useT } from '#presentation/shared/i18n';
import type { MostViewedListing } from './MostViewedListing';
import styles from './MostViewedListings.module.css';

/**
 * The most viewed listings of a place this week, on its statistics page: photo, price, title and
 * how many people viewed each. Nothing shows when nobody viewed enough listings there.
 */
export function MostViewedListings({
  listings,
  placeName,
  locale,
}: {
  listings: readonly MostViewedListing[];
  placeName?: string;
  locale: string;
}) {
  const t = useT();
  if (listings.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="most-viewed-title" data-testid="most-viewed-listings">
      <h2 id="most-viewed-title" className={styles.title}>
        {placeName ? t('Tracking.MostViewed.Title', { place: placeName }) : t('Tracking.MostViewed.TitleAll')}
      </h2>
      <ol className={styles.list}>
        {listings.map((listing) => {
          const title =
            listing.title.kind === 'text' ? listing.title.display : t(listing.title.messageKey, listing.title.values);
          let price = t('ItemDetails.Price.OnRequest');
          if (listing.price.kind === 'amount') {
            const amount = formatMoney(listing.price.amount, listing.price.currencyId, locale);
            price = listing.price.period === 'month' ? t('ItemDetails.Price.PerMonthShort', { price: amount }) : amount;
          }
          return (
            <li key={listing.id} className={styles.item} data-listing-id={listing.id}>
              {listing.image ? (
                <img
                  src={listing.image.url}
                  alt=""
                  width={listing.image.width}
                  height={listing.image.height}
                  loading="lazy"
                  decoding="async"
                  className={styles.photo}
                />
              ) : (
                <span className={styles.photo} aria-hidden="true" />
              )}
              <div className={styles.text}>
                <a href={listing.path} className={styles.link}>
                  {title}
                </a>
                <span className={styles.price}>{price}</span>
                <span className={styles.views}>{t('Tracking.MostViewed.People', { count: listing.views })}</span>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
