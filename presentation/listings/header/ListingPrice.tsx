import { observer } from 'mobx-react-lite';
import type { AmountView } from '#domain/listings/ListingPriceView';
import { formatMoney } from '#domain/portal/MoneyFormat';
import { T, useT } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';
import { Icon } from '../layout/Icon';
import styles from './ListingPrice.module.css';

/**
 * The price as published, with the visitor's currency beside it (document 002 §3: price values
 * Original and Converted), as Rightmove Overseas shows it: only the published amount binds the
 * seller, and exchange rates move, so the conversion reads "≈". A range (projects) shows
 * from–to; rent reads per month; a hidden price reads "price on request".
 */
export const ListingPrice = observer(function ListingPrice({
  size = 'large',
  withChange = true,
}: {
  size?: 'large' | 'compact';
  withChange?: boolean;
}) {
  const page = useListingPage();
  const t = useT();
  const price = page.price;
  if (price.kind === 'onRequest') {
    return (
      <p className={`${styles.price} ${styles[size]}`}>
        <span className={styles.amount}>
          <T id={price.messageKey} />
        </span>
      </p>
    );
  }
  const written = (shown: AmountView) => {
    const money = (amount: number) => formatMoney(amount, shown.currencyId, page.locale);
    const amount =
      shown.min !== undefined && shown.max !== undefined && shown.min !== shown.max
        ? t('ItemDetails.Price.Range', { min: money(shown.min), max: money(shown.max) })
        : money(shown.amount);
    return shown.periodKey
      ? t(size === 'compact' ? 'ItemDetails.Price.PerMonthShort' : shown.periodKey, { price: amount })
      : amount;
  };
  const money = (amount: number) => formatMoney(amount, price.currencyId, page.locale);
  const converted = page.convertedPrice;
  return (
    <div className={`${styles.price} ${styles[size]}`}>
      <div className={styles.amounts}>
        <p
          className={styles.amount}
          data-testid="listing-price"
          data-value-type={price.valueType}
          data-currency={price.currencyId}
        >
          {written(price)}
        </p>
        {converted && (
          <p className={styles.converted} data-testid="listing-price-converted" data-currency={converted.currencyId}>
            <span aria-hidden="true">≈&nbsp;</span>
            {written(converted)}
            <span className="visually-hidden">
              {' '}
              <T id="ItemDetails.Price.ConvertedFrom" values={{ currency: price.currencyId }} />
            </span>
          </p>
        )}
      </div>
      {withChange && price.change && (
        <p className={`${styles.change} ${price.change.type === 'Drop' ? styles.drop : styles.increase}`}>
          <Icon name={price.change.type === 'Drop' ? 'trendDown' : 'trendUp'} size={16} />
          <T id={price.change.messageKey} values={{ percent: price.change.percent }} />
          <span className="visually-hidden">
            <T id="ItemDetails.Price.Previously" values={{ price: money(price.change.previousAmount) }} />
          </span>
          <s className={styles.previous} aria-hidden="true">
            {money(price.change.previousAmount)}
          </s>
        </p>
      )}
    </div>
  );
});
