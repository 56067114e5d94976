import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { stepAt, stepNumber, type WizardStep } from '#domain/valuation/wizardSteps';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import { useT } from '#presentation/shared/i18n';
import { culturePath } from '#presentation/shared/routing/culturePath';
import type { ValuationPageData } from './loadValuationPageData';
import { Wizard } from './Wizard';
import { WizardViewModel } from './viewModelTokens';
import { wizardStartOf } from './wizardStart';
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
  const search = urlParsed.search;
  // One wizard per page load.
  const wizard = useViewModel(WizardViewModel, {
    // The http adapter names no profiles: the service reads them from the token cookie.
    caller: { ownProfileIds: [], portalId: requestContext.portal.id },
    start: {
      propertyId,
      step: firstStep ?? (stepNumberParam ? stepAt(stepNumberParam) : undefined),
      ...wizardStartOf(search, typeof document === 'undefined' ? undefined : document.referrer || undefined),
    },
    user: data.user,
    // A first visitor's profile is born by the wizard's first save (docs/pages.md "When a profile
    // is born"): the page was rendered before it existed, so the use case asks for it then.
    profileId: data.profileId ?? null,
    // The step's URL stays in the visitor's culture (a reload or a shared link opens it in the same language).
    onStepChange: (id, step) =>
      window.history.replaceState(
        window.history.state,
        '',
        culturePath(`/my-properties/${id}/step/${stepNumber(step)}`, requestContext.culture, requestContext.portal),
      ),
  });

  useEffect(() => {
    void wizard.load();
  }, [wizard]);

  if (wizard.loading)
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
