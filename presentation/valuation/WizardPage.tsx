import { observer } from 'mobx-react-lite';
import { useContext, useEffect, useMemo } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { UpdateOwnProfile } from '#application/identity/tokens';
import { CreateProperty, GetProperty, PatchProperty, ValuateProperty } from '#application/valuation/tokens';
import { ORIGINS, type ValuationOrigin } from '#domain/valuation/Property';
import { stepAt, stepNumber, type WizardStep } from '#domain/valuation/wizardSteps';
import { ContainerContext } from '#presentation/shared/di/ContainerContext';
import { useT } from '#presentation/shared/i18n';
import { culturePath } from '#presentation/shared/routing/culturePath';
import { useNotifications } from '#presentation/shared/shell/ShellServices';
import type { ValuationPageData } from './loadValuationPageData';
import { Wizard } from './Wizard';
import { WizardViewModel } from './WizardViewModel';
import styles from './Wizard.module.css';

/**
 * /my-properties/create and /my-properties/{propertyId}/step/{step}: the wizard, started with a
 * place, an origin, a referer or an agent id (query), or a property id (path). Moving between
 * steps keeps the URL on the step (document 000 §2 routes) without reloading the page.
 */
export const WizardPage = observer(function WizardPage({
  propertyId,
  stepNumberParam,
  firstStep,
}: {
  propertyId?: number;
  stepNumberParam?: number;
  firstStep?: WizardStep;
}) {
  const t = useT();
  const data = useData<ValuationPageData>();
  const { requestContext, urlParsed } = usePageContext();
  const container = useContext(ContainerContext);
  const notifications = useNotifications();
  const search = urlParsed.search;
  const wizard = useMemo(() => {
    if (!container) return undefined;
    const origin = (ORIGINS as readonly string[]).includes(search.origin ?? '')
      ? (search.origin as ValuationOrigin)
      : 'PropertyValuationWizard';
    const agentId = Number(search.agentId);
    const lat = Number(search.lat);
    const lng = Number(search.lng);
    return new WizardViewModel(
      {
        getProperty: container.get(GetProperty),
        createProperty: container.get(CreateProperty),
        patchProperty: container.get(PatchProperty),
        valuateProperty: container.get(ValuateProperty),
      },
      // The http adapter names no profiles: the service reads them from the token cookie.
      { ownProfileIds: [], portalId: requestContext.portal.id },
      // A first visitor's profile is born by the wizard's first save (docs/pages.md "When a profile
      // is born"): the page was rendered before it existed, so the use case asks for it then.
      (user) => container.get(UpdateOwnProfile).execute({ profileId: data.profileId ?? null, details: user }),
      {
        propertyId,
        step: firstStep ?? (stepNumberParam ? stepAt(stepNumberParam) : undefined),
        origin,
        referer: search.referer ?? (typeof document === 'undefined' ? undefined : document.referrer || undefined),
        agentId: Number.isInteger(agentId) && agentId > 0 ? agentId : undefined,
        location:
          search.city || Number.isFinite(lat)
            ? {
                city: search.city,
                countryISO: search.countryISO?.toUpperCase(),
                placeId: search.placeId,
                ...(Number.isFinite(lat) && Number.isFinite(lng) && { latitude: lat, longitude: lng }),
              }
            : undefined,
      },
      data.user,
      // The step's URL stays in the visitor's culture (a reload or a shared link opens it in the same language).
      (id, step) =>
        window.history.replaceState(
          window.history.state,
          '',
          culturePath(`/my-properties/${id}/step/${stepNumber(step)}`, requestContext.culture, requestContext.portal),
        ),
      (notification) => notifications.notify(notification),
    );
    // One wizard per page load.
  }, [container]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (wizard) void wizard.load();
  }, [wizard]);

  if (!wizard || wizard.loading)
    return (
      <div className={styles.wizard} aria-busy="true">
        <div className={styles.card}>
          <h1 className={styles.title}>{t('Valuation.Wizard.Title')}</h1>
          <p className={styles.lead}>{t('General.Loading')}</p>
        </div>
      </div>
    );
  if (wizard.loadFailed)
    return (
      <div className={styles.wizard}>
        <div className={styles.card}>
          <h1 className={styles.title}>{t('Errors.Message.PageIsNotFound')}</h1>
        </div>
      </div>
    );
  return <Wizard wizard={wizard} tileUrl={data.mapTileUrl} />;
});
