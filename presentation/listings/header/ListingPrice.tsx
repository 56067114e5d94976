import { observer } from 'mobx-react-lite';
import { formatMoney } from '#domain/portal/MoneyFormat';
import { T, useT } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';
import { Icon } from '../layout/Icon';
import styles from './ListingPrice.module.css';

/**
 * The price in the visitor's currency. A converted amount says so ("≈", "converted from CHF")
 * because exchange rates move and only the published amount binds the seller; a range
 * (projects) shows from–to; rent reads per month; a hidden price reads "price on request".
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
  const money = (amount: number) => formatMoney(amount, price.currencyId, page.locale);
  const converted = price.valueType === 'Converted';
  const amount =
    price.min !== undefined && price.max !== undefined && price.min !== price.max
      ? t('ItemDetails.Price.Range', { min: money(price.min), max: money(price.max) })
      : money(price.amount);
  const shown = price.periodKey
    ? t(size === 'compact' ? 'ItemDetails.Price.PerMonthShort' : price.periodKey, { price: amount })
    : amount;
  return (
    <div className={`${styles.price} ${styles[size]}`}>
      <p
        className={styles.amount}
        data-testid="listing-price"
        data-value-type={price.valueType}
        data-currency={price.currencyId}
      >
        {converted && (
          <span className={styles.approx} aria-hidden="true">
            ≈&nbsp;
          </span>
        )}
        {shown}
      </p>
      {converted && page.convertedFrom && (
        <p className={styles.note}>
          <T id="ItemDetails.Price.ConvertedFrom" values={{ currency: page.convertedFrom }} />
        </p>
      )}
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
