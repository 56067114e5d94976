import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import { isFullUser } from '#domain/identity/AuthenticationRules';
import { useT } from '#presentation/shared/i18n';
import { Button, Modal } from '#presentation/shared/ui';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import { DashboardSwitchPromptViewModel } from '../viewModelTokens';
import styles from './DashboardSwitch.module.css';

/**
 * The switch-to-dashboard prompt (document 000 §4): dashboard users, flag PS_FLAG_SWITCH_TO_DASHBOARD
 * on, a dashboard configured, users allowed, not dismissed before (remembered in ps4:user-data); a
 * popover on desktop, a modal below 1024 px (a sheet from the bottom edge on phones, clear of the
 * page's title); offered on one page of a visit. Switching fetches a single-use code, then redirects
 * (DashboardSwitchViewModel, shared with the navigation's Agent Dashboard link).
 */
export const DashboardSwitch = observer(function DashboardSwitch() {
  const t = useT();
  const { identity, requestContext, urlPathname } = usePersonalPageContext();
  const { portal } = requestContext;
  const model = useViewModel(DashboardSwitchPromptViewModel);
  const { switcher } = model;
  useEffect(() => {
    const signedIn = !!identity?.state && isFullUser({ userId: identity.userId, state: identity.state });
    model.open(
      {
        signedIn,
        roles: identity?.accountsRoles ?? [],
        flagOn: portal.featureFlags.PS_FLAG_SWITCH_TO_DASHBOARD,
        dashboard: portal.dashboard,
        allowUsers: portal.allowUsers,
      },
      window.innerWidth,
      urlPathname,
    );
  }, [model, identity, portal, urlPathname]);
  if (!model.shown) return null;

  const actions = (
    <div className={styles.actions}>
      <Button variant="ghost" onClick={() => model.dismiss()}>
        {t('Shell.DashboardSwitch.Dismiss')}
      </Button>
      <Button onClick={() => void switcher.switchToDashboard(portal.dashboard)} disabled={switcher.switching}>
        {t('Shell.DashboardSwitch.Action')}
      </Button>
    </div>
  );
  if (model.presentation === 'modal') {
    return (
      <Modal open onClose={() => model.dismiss()} title={t('Shell.DashboardSwitch.Title')} footer={actions}>
        <p>{t('Shell.DashboardSwitch.Text')}</p>
      </Modal>
    );
  }
  return (
    <aside className={styles.popover} aria-labelledby="dashboard-switch-title" data-testid="dashboard-switch">
      <h2 id="dashboard-switch-title" className={styles.title}>
        {t('Shell.DashboardSwitch.Title')}
      </h2>
      <p className={styles.text}>{t('Shell.DashboardSwitch.Text')}</p>
      {actions}
    </aside>
  );
});
