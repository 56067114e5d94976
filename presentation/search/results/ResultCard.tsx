import { observer } from 'mobx-react-lite';
import { listingFacts, type ListingFact } from '#domain/listings/ListingFacts';
import { listingPriceView } from '#domain/listings/ListingPriceView';
import { listingTitle } from '#domain/listings/ListingTitle';
import { formatArea } from '#domain/portal/AreaFormat';
import { formatMoney } from '#domain/portal/MoneyFormat';
import { FavoriteButton, ListingPicture } from '#presentation/listings';
import { useT } from '#presentation/shared/i18n';
import { Badge, Icon, type IconName } from '#presentation/shared/ui';
import { useSearchPage } from '../SearchPageContext';
import { SearchIcon } from '../ui/SearchIcon';
import { listingHref } from './listingHref';
import type { ResultCardModel } from './ResultCardModel';
import styles from './ResultCard.module.css';

/** The facts a card has room for, in this order, each with its pictogram. */
const CARD_FACTS: readonly ListingFact['id'][] = ['rooms', 'bedrooms', 'livingArea', 'landArea'];
const FACT_ICONS: Readonly<Record<ListingFact['id'], IconName>> = {
  rooms: 'home',
  bedrooms: 'bed',
  bathrooms: 'bath',
  livingArea: 'area',
  landArea: 'area',
  floor: 'building',
  constructionYear: 'building',
};

/**
 * One result: photo, price in the visitor's currency (≈ when converted), a price-drop badge,
 * the key facts, title and place. The title is the link; the whole card is its click area.
 */
export const ResultCard = observer(function ResultCard({
  card,
  eager = false,
  first = false,
}: {
  card: ResultCardModel;
  eager?: boolean;
  /** The first card's photo is the search page's largest paint on a phone: fetched before the scripts. */
  first?: boolean;
}) {
  const page = useSearchPage();
  const t = useT();
  const { culture, locale } = page;
  const price = listingPriceView(card, page.settings.currency);
  const title = listingTitle(card, culture);
  const titleText = title.kind === 'text' ? title.display : t(title.messageKey, title.values);
  const facts = listingFacts(card)
    .filter((fact) => CARD_FACTS.includes(fact.id))
    .slice(0, 3);
  const image = card.images[0];
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  const drop = price.kind === 'amount' && price.change?.type === 'Drop' ? price.change : undefined;
  const previous = drop && price.kind === 'amount' ? money(drop.previousAmount, price.currencyId) : undefined;

  let priceText = t('ItemDetails.Price.OnRequest');
  if (price.kind === 'amount') {
    const amount =
      price.min !== undefined && price.max !== undefined && price.min !== price.max
        ? t('ItemDetails.Price.Range', {
            min: money(price.min, price.currencyId),
            max: money(price.max, price.currencyId),
          })
        : money(price.amount, price.currencyId);
    priceText = price.period === 'month' ? t('ItemDetails.Price.PerMonthShort', { price: amount }) : amount;
  }

  return (
    <article
      className={styles.card}
      data-testid="result-card"
      data-listing-id={card.id}
      data-highlighted={page.highlightedId === card.id || undefined}
      onMouseEnter={() => page.highlight(card.id)}
      onMouseLeave={() => page.highlight(undefined)}
    >
      <div className={styles.media}>
        {image ? (
          <ListingPicture
            image={image}
            sizes="(min-width: 768px) 360px, 100vw"
            alt=""
            width={image.width}
            height={image.height}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding="async"
            className={styles.photo}
          />
        ) : (
          <div className={styles.noPhoto}>
            <SearchIcon name="camera" size={32} />
          </div>
        )}
        <div className={styles.badges}>
          {/* Document 001 §4 "Alerts": unread marks on result cards (new since the search was last opened). */}
          {card.isUnread && (
            <Badge tone="brand" className={styles.badge} data-testid="unread-mark">
              {t('SavedSearch.Unread')}
            </Badge>
          )}
          {drop && (
            <Badge tone="success" className={styles.badge}>
              <SearchIcon name="trendDown" size={14} />
              {t(drop.messageKey, { percent: drop.percent })}
            </Badge>
          )}
          {card.listingClass !== 'PropertyListing' && (
            <Badge tone="brand" className={styles.badge}>
              {t('ItemDetails.Project.Label')}
            </Badge>
          )}
        </div>
        <div className={styles.favorite}>
          <FavoriteButton listingId={card.id} searchId={page.results.searchId?.toString()} />
        </div>
        {card.images.length > 1 && (
          <span className={styles.photoCount}>
            <SearchIcon name="camera" size={14} />
            {card.images.length}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <p
          className={styles.price}
          data-testid="result-price"
          data-currency={price.kind === 'amount' ? price.currencyId : undefined}
        >
          {price.kind === 'amount' && price.valueType === 'Converted' && <span aria-hidden="true">≈&nbsp;</span>}
          {priceText}
          {previous && (
            <span className={styles.previous}>
              <span className="visually-hidden">{t('ItemDetails.Price.Previously', { price: previous })}</span>
              <s aria-hidden="true">{previous}</s>
            </span>
          )}
        </p>
        {facts.length > 0 && (
          <ul className={styles.facts}>
            {facts.map((fact) => (
              <li key={fact.id}>
                <Icon name={FACT_ICONS[fact.id]} />
                {factText(fact, t, locale)}
              </li>
            ))}
          </ul>
        )}
        <h2 className={styles.title}>
          <a href={listingHref(card, culture, page.settings.portal, page.results.searchId)} className={styles.link}>
            {titleText}
          </a>
        </h2>
        <p className={styles.place}>
          <Icon name="pin" />
          <span>{[card.location.postcode, card.location.locality].filter(Boolean).join(' ')}</span>
        </p>
      </div>
    </article>
  );
});

function factText(fact: ListingFact, t: ReturnType<typeof useT>, locale: string): string {
  switch (fact.id) {
    case 'rooms':
    case 'bedrooms':
    case 'bathrooms':
      return t(fact.messageKey, { count: fact.count });
    case 'livingArea':
    case 'landArea':
      return formatArea(fact.area, locale);
    default:
      return '';
  }
}
