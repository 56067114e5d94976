import { observer } from 'mobx-react-lite';
import { priceHistoryView } from '#domain/listings/priceHistory/PriceHistory';
import { formatMoney } from '#domain/portal/MoneyFormat';
import { useT } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';
import styles from './PriceHistorySection.module.css';

const EVENT_KEYS = {
  Listed: 'Listings.PriceHistory.Listed',
  Drop: 'Listings.PriceHistory.Drop',
  Increase: 'Listings.PriceHistory.Increase',
} as const;

/**
 * Price history (beyond the portals people use: "every price change with its date and
 * the change in per cent, and days on the market"). Shown when the listing has a published price;
 * dates in UTC so the server's HTML and the browser agree.
 */
export const PriceHistorySection = observer(function PriceHistorySection() {
  const page = useListingPage();
  const t = useT();
  if (!page.listing.price.show) return null;
  const view = priceHistoryView(page.priceHistory, new Date());
  if (!view) return null;
  const dateFormat = new Intl.DateTimeFormat(page.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const percent = new Intl.NumberFormat(page.locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  return (
    <section className={styles.section} aria-labelledby="price-history-title" data-testid="price-history">
      <div className={styles.head}>
        <h2 id="price-history-title" className={styles.title}>
          {t('Listings.PriceHistory.Title')}
        </h2>
        <p className={styles.summary}>
          <span data-testid="days-on-market">
            {t('Listings.PriceHistory.DaysOnMarket', { count: view.daysOnMarket })}
          </span>
          {view.totalChangePercent !== undefined && (
            <span className={view.totalChangePercent < 0 ? styles.down : styles.up} data-testid="price-history-total">
              {t('Listings.PriceHistory.Total', { percent: percent.format(view.totalChangePercent / 100) })}
            </span>
          )}
        </p>
      </div>
      {/* A narrow screen scrolls the table sideways: the region takes the keyboard's focus, named by the title (axe scrollable-region-focusable). */}
      <div className={styles.scroll} tabIndex={0} role="region" aria-labelledby="price-history-title">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('Listings.PriceHistory.Date')}</th>
              <th scope="col">{t('Listings.PriceHistory.Event')}</th>
              <th scope="col" className={styles.number}>
                {t('Listings.PriceHistory.Price')}
              </th>
              <th scope="col" className={styles.number}>
                {t('Listings.PriceHistory.Change')}
              </th>
            </tr>
          </thead>
          <tbody>
            {view.entries.map((entry) => (
              <tr key={entry.date} data-testid="price-history-entry" data-kind={entry.kind}>
                <td>
                  <time dateTime={entry.date}>{dateFormat.format(new Date(entry.date))}</time>
                </td>
                <td className={styles.event}>{t(EVENT_KEYS[entry.kind])}</td>
                <td className={styles.number}>{formatMoney(entry.value, entry.currency, page.locale)}</td>
                <td
                  className={`${styles.number} ${entry.kind === 'Drop' ? styles.down : entry.kind === 'Increase' ? styles.up : ''}`}
                >
                  {entry.changePercent === undefined ? '—' : percent.format(entry.changePercent / 100)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
});
