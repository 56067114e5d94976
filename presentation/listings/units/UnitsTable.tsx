import { observer } from 'mobx-react-lite';
import type { Listing } from '#domain/listings/Listing';
import { listingPriceView } from '#domain/listings/ListingPriceView';
import { displayArea } from '#domain/portal/AreaDisplay';
import { formatArea } from '#domain/portal/AreaFormat';
import { formatMoney } from '#domain/portal/MoneyFormat';
import { useT } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';
import { unitPath } from '../routing/listingUrls';
import styles from './UnitsTable.module.css';

/**
 * A project's units as a table ("type, rooms, area, floor, price, availability"), each
 * row linking to /{projectSlug}/{projectId}/unit/{unitId} (document 002 §2). Shown on a project
 * page only; units no longer on the market stay listed and say so, without a link.
 */
export const UnitsTable = observer(function UnitsTable() {
  const page = useListingPage();
  const t = useT();
  const units = page.units;
  const projectId = page.listing.projectId;
  if (!units || projectId === undefined) return null;
  const dateFormat = new Intl.DateTimeFormat(page.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const today = new Date().toISOString().slice(0, 10);

  const price = (unit: Listing) => {
    const view = listingPriceView(unit, page.settings.currency);
    if (view.kind !== 'amount') return t('ItemDetails.Price.OnRequest');
    const amount = formatMoney(view.amount, view.currencyId, page.locale);
    return view.period === 'month' ? t('ItemDetails.Price.PerMonthShort', { price: amount }) : amount;
  };
  const availability = (unit: Listing) => {
    if (unit.isArchived) return t('Listings.Favorites.Archived');
    if (!unit.availableFrom || unit.availableFrom <= today) return t('ItemDetails.Facts.AvailableImmediately');
    return dateFormat.format(new Date(`${unit.availableFrom}T00:00:00Z`));
  };
  const floor = (unit: Listing) => {
    if (unit.floor === undefined) return '—';
    if (unit.floor < 0) return t('ItemDetails.Facts.BasementFloor');
    return unit.floor === 0 ? t('ItemDetails.Facts.GroundFloor') : String(unit.floor);
  };

  return (
    <section className={styles.section} aria-labelledby="units-title" data-testid="project-units">
      <h2 id="units-title" className={styles.title}>
        {t('Listings.Units.Title', { count: units.length })}
      </h2>
      {units.length === 0 ? (
        <p className={styles.empty}>{t('Listings.Units.None')}</p>
      ) : (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('Listings.Units.Caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Listings.Units.Type')}</th>
                <th scope="col" className={styles.number}>
                  {t('ItemDetails.Facts.Label.Rooms')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('ItemDetails.Facts.Label.LivingArea')}
                </th>
                <th scope="col">{t('ItemDetails.Facts.Label.Floor')}</th>
                <th scope="col" className={styles.number}>
                  {t('ItemDetails.Price.Label')}
                </th>
                <th scope="col">{t('ItemDetails.Facts.Label.Availability')}</th>
              </tr>
            </thead>
            <tbody>
              {units.map((unit) => {
                const area = displayArea(unit.area.living, 'living');
                const type = t(`Listings.PropertyType.Singular.${unit.type}`);
                return (
                  <tr
                    key={unit.id}
                    data-testid="project-unit"
                    data-unit-id={unit.id}
                    className={unit.isArchived ? styles.gone : undefined}
                  >
                    <th scope="row">
                      {unit.isArchived ? (
                        type
                      ) : (
                        <a href={unitPath(projectId, unit.id, page.culture, page.settings.portal)}>
                          {type}
                          <span className={styles.reference}>{unit.reference}</span>
                        </a>
                      )}
                    </th>
                    <td className={styles.number}>{unit.numberOf.rooms ?? '—'}</td>
                    <td className={styles.number}>{area ? formatArea(area, page.locale) : '—'}</td>
                    <td>{floor(unit)}</td>
                    <td className={`${styles.number} ${styles.price}`}>{price(unit)}</td>
                    <td>{availability(unit)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
});
