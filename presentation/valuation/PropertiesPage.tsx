import { useContext, useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { ArchiveProperty, ListProperties, PatchProperty } from '#application/valuation/tokens';
import { formatLocale } from '#domain/portal/FormatLocale';
import { formatMoney } from '#domain/portal/MoneyFormat';
import { type Property, propertyName } from '#domain/valuation/Property';
import { ContainerContext, useOptionalInjection } from '#presentation/shared/di/ContainerContext';
import { useT } from '#presentation/shared/i18n';
import { culturePath } from '#presentation/shared/routing/culturePath';
import { NotificationsViewModel } from '#presentation/shared/shell/tokens';
import { Button, Modal } from '#presentation/shared/ui';
import { type MyPropertiesSort as Sort, myPropertiesQuery } from './myPropertiesQuery';
import styles from './PropertiesPage.module.css';

/**
 * My properties (document 002 §1, §4): the owner's properties with their latest valuation, sorted,
 * each with its notification toggle ('Valuation.PropertiesPage.NotifToasterTurnON' / 'TurnOFF')
 * and archive ('Valuation.PropertiesPage.DeleteProperty.Success' with propertyName).
 */
export function PropertiesPage() {
  const t = useT();
  const container = useContext(ContainerContext);
  const toasts = useOptionalInjection(NotificationsViewModel);
  const { requestContext } = usePageContext();
  const { culture, portal } = requestContext;
  // The valuation area's pages in the visitor's culture, as the header links them.
  const own = (path: string) => culturePath(path, culture, portal);
  // Money in the portal's locale, as on the listing pages (de-CH: CHF 1'250'000).
  const locale = formatLocale(culture, portal.countryISO);
  const [sort, setSort] = useState<Sort>('Descending');
  const [properties, setProperties] = useState<Property[] | undefined>(undefined);
  // Deleting asks first (document 000 §2: the confirmation modal; "a confirm or fail action closes the confirmation modal").
  const [deleting, setDeleting] = useState<Property | undefined>(undefined);
  const caller = { ownProfileIds: [], portalId: portal.id };

  useEffect(() => {
    if (!container) return;
    let live = true;
    void container
      .get(ListProperties)
      .execute({ query: myPropertiesQuery(sort), caller })
      .then((result) => live && setProperties(result.ok ? result.value.properties : []));
    return () => {
      live = false;
    };
  }, [container, sort]); // eslint-disable-line react-hooks/exhaustive-deps

  const toggle = async (property: Property) => {
    if (!container) return;
    const enabled = !property.notificationsEnabled;
    const result = await container
      .get(PatchProperty)
      .execute({ id: property.id, patch: { notificationsEnabled: enabled }, caller });
    if (!result.ok) return;
    setProperties((list) => list?.map((p) => (p.id === property.id ? { ...p, notificationsEnabled: enabled } : p)));
    toasts?.notify({
      id: `valuation-notif-${property.id}`,
      kind: 'success',
      message: enabled ? 'Valuation.PropertiesPage.NotifToasterTurnON' : 'Valuation.PropertiesPage.NotifToasterTurnOFF',
    });
  };
  const archive = async (property: Property) => {
    if (!container) return;
    const result = await container.get(ArchiveProperty).execute({ id: property.id, caller });
    setDeleting(undefined);
    if (!result.ok) return;
    setProperties((list) => list?.filter((p) => p.id !== property.id));
    toasts?.notify({
      id: `valuation-archive-${property.id}`,
      kind: 'success',
      message: 'Valuation.PropertiesPage.DeleteProperty.Success',
      values: { propertyName: propertyName(property) },
    });
  };

  return (
    <section className={styles.page} aria-labelledby="properties-title">
      <div className={styles.header}>
        <h1 id="properties-title" className={styles.title}>
          {t('Valuation.PropertiesPage.Title')}
        </h1>
        <Button href={own('/my-properties/create')} data-testid="add-property">
          {t('Valuation.PropertiesPage.Add')}
        </Button>
      </div>
      <label className={styles.sort}>
        {t('Valuation.PropertiesPage.Sort')}
        <select value={sort} onChange={(event) => setSort(event.target.value as Sort)}>
          <option value="Descending">{t('Valuation.PropertiesPage.Newest')}</option>
          <option value="Ascending">{t('Valuation.PropertiesPage.Oldest')}</option>
        </select>
      </label>
      {properties === undefined && <p className={styles.muted}>{t('General.Loading')}</p>}
      {properties?.length === 0 && (
        <div className={styles.empty}>
          <p>{t('Valuation.PropertiesPage.Empty')}</p>
        </div>
      )}
      <ul className={styles.list}>
        {properties?.map((property) => {
          const valuation = property.latestValuation;
          return (
            <li key={property.id} className={styles.item} data-testid="my-property">
              <div className={styles.main}>
                <a href={own(`/my-properties/${property.id}`)} className={styles.name}>
                  {propertyName(property) || t('Valuation.PropertiesPage.Untitled')}
                </a>
                <p className={styles.muted}>
                  {[
                    property.propertyType && t(`Valuation.PropertyType.${property.propertyType}`),
                    property.area?.living && `${property.area.living} m²`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <div className={styles.value}>
                {valuation ? (
                  <>
                    <strong>{formatMoney(valuation.price.avg, valuation.currency, locale)}</strong>
                    <span className={styles.muted}>
                      {formatMoney(valuation.price.min, valuation.currency, locale, { compact: true })} –{' '}
                      {formatMoney(valuation.price.max, valuation.currency, locale, { compact: true })}
                    </span>
                  </>
                ) : (
                  <a href={own(`/my-properties/${property.id}/step/1`)}>
                    {property.isValuationPostponed
                      ? t('Valuation.PropertiesPage.Postponed')
                      : t('Valuation.Result.Continue')}
                  </a>
                )}
              </div>
              <div className={styles.actions}>
                <label className={styles.toggle}>
                  <input
                    type="checkbox"
                    role="switch"
                    checked={property.notificationsEnabled}
                    onChange={() => void toggle(property)}
                  />
                  {t('Valuation.PropertiesPage.Notifications')}
                </label>
                <Button
                  type="button"
                  variant="ghost"
                  size="small"
                  onClick={() => setDeleting(property)}
                  data-testid="delete-property"
                >
                  {t('General.Delete')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <Modal
        open={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        title={t('Valuation.PropertiesPage.DeleteProperty.Title')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setDeleting(undefined)}>
              {t('General.Cancel')}
            </Button>
            <Button onClick={() => deleting && void archive(deleting)} data-testid="delete-property-confirm">
              {t('General.Delete')}
            </Button>
          </>
        }
      >
        <p>
          {deleting &&
            t('Valuation.PropertiesPage.DeleteProperty.Text', {
              propertyName: propertyName(deleting) || t('Valuation.PropertiesPage.Untitled'),
            })}
        </p>
      </Modal>
    </section>
  );
}
