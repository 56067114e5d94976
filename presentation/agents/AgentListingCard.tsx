import { listingFacts } from '#domain/listings/ListingFacts';
import { listingPriceView } from '#domain/listings/ListingPriceView';
import { listingTitle } from '#domain/listings/ListingTitle';
import { formatArea } from '#domain/portal/AreaFormat';
import { formatMoney } from '#domain/portal/MoneyFormat';
import type { Language, Portal } from '#domain/portal/Portal';
import { listingHref, type ResultCardModel } from '#presentation/search';
import { useT } from '#presentation/shared/i18n';
import { Icon } from '#presentation/shared/ui';
import styles from './AgentPage.module.css';

/** One of the agent's listings: photo, price in the visitor's currency, rooms and area, title as the link. */
export function AgentListingCard({
  card,
  culture,
  locale,
  currency,
  portal,
}: {
  card: ResultCardModel;
  culture: Language;
  locale: string;
  currency: string;
  portal: Pick<Portal, 'defaultCulture'>;
}) {
  const t = useT();
  const price = listingPriceView(card, currency);
  const title = listingTitle(card, culture);
  const titleText = title.kind === 'text' ? title.display : t(title.messageKey, title.values);
  const money = (amount: number, currencyId: string) => formatMoney(amount, currencyId, locale);
  let priceText = t('ItemDetails.Price.OnRequest');
  if (price.kind === 'amount') {
    const amount = money(price.amount, price.currencyId);
    priceText = price.period === 'month' ? t('ItemDetails.Price.PerMonthShort', { price: amount }) : amount;
  }
  const facts = listingFacts(card)
    .filter((fact) => fact.id === 'rooms' || fact.id === 'livingArea')
    .map((fact) =>
      'count' in fact ? t(fact.messageKey, { count: fact.count }) : 'area' in fact ? formatArea(fact.area, locale) : '',
    );
  const image = card.images[0];
  return (
    <article className={styles.listing} data-testid="agent-listing" data-listing-id={card.id}>
      <div className={styles.listingMedia}>
        {image && (
          <img
            src={image.url}
            alt=""
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            className={styles.listingPhoto}
          />
        )}
      </div>
      <div className={styles.listingBody}>
        <p className={styles.listingPrice}>{priceText}</p>
        {facts.length > 0 && <p className={styles.muted}>{facts.join(' · ')}</p>}
        <h3 className={styles.listingTitle}>
          <a href={listingHref(card, culture, portal)} className={styles.listingLink}>
            {titleText}
          </a>
        </h3>
        <p className={styles.muted}>
          <Icon name="pin" /> {[card.location.postcode, card.location.locality].filter(Boolean).join(' ')}
        </p>
      </div>
    </article>
  );
}
