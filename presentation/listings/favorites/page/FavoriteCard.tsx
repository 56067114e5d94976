import { observer } from 'mobx-react-lite';
import type { Listing } from '#domain/listings/Listing';
import { listingPriceView } from '#domain/listings/ListingPriceView';
import { listingTitle } from '#domain/listings/ListingTitle';
import { formatMoney } from '#domain/portal/MoneyFormat';
import type { Language, Portal } from '#domain/portal/Portal';
import { useT } from '#presentation/shared/i18n';
import { listingPagePath } from '#presentation/shared/routing/listingPagePath';
import { FavoriteButton } from '../FavoriteButton';
import styles from './FavoritesPage.module.css';

/** One favourite: photo with its heart, price, title and place; archived ones say so. */
export const FavoriteCard = observer(function FavoriteCard({
  listing,
  culture,
  portal,
  currency,
  locale,
  eager,
  headingLevel = 2,
}: {
  listing: Listing;
  culture: Language;
  portal: Pick<Portal, 'cultures' | 'defaultCulture'>;
  currency: string;
  locale: string;
  eager: boolean;
  /** h2 on /favorites; h3 inside a section of the listing page. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const t = useT();
  const price = listingPriceView(listing, currency);
  const title = listingTitle(listing, culture);
  const titleText = title.kind === 'text' ? title.display : t(title.messageKey, title.values);
  let priceText = t('ItemDetails.Price.OnRequest');
  if (price.kind === 'amount') {
    const amount = formatMoney(price.amount, price.currencyId, locale);
    priceText = price.period === 'month' ? t('ItemDetails.Price.PerMonthShort', { price: amount }) : amount;
  }
  const image = listing.images[0];
  return (
    <article className={styles.card} data-testid="favorite-card" data-listing-id={listing.id}>
      <div className={styles.media}>
        {image ? (
          <img
            src={image.url}
            alt=""
            width={image.width}
            height={image.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={styles.photo}
          />
        ) : (
          <div className={styles.noPhoto} />
        )}
        {listing.isArchived && <span className={styles.archived}>{t('Listings.Favorites.Archived')}</span>}
        <div className={styles.heart}>
          <FavoriteButton listingId={listing.id} />
        </div>
      </div>
      <div className={styles.body}>
        <p className={styles.price}>{priceText}</p>
        <Heading className={styles.title}>
          <a href={listingPagePath(listing, culture, portal)} className={styles.link}>
            {titleText}
          </a>
        </Heading>
        <p className={styles.place}>
          {[listing.location.postcode, listing.location.locality].filter(Boolean).join(' ')}
        </p>
      </div>
    </article>
  );
});
