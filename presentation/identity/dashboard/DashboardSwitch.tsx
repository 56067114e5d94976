import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { isFullUser } from '../../../domain/identity/AuthenticationRules';
import { DASHBOARD_SWITCH_FAILURES, dashboardSwitchUrl, isDashboardConfigured, showsSwitchPrompt, switchPromptPresentation } from '../../../domain/identity/DashboardSwitch';
import { useT } from '../../i18n';
import { useNotifications } from '../../shell';
import { Button, Modal } from '../../shell/ui';
import { csrfToken } from '../api/identityApi';
import { readUserData, updateUserData } from '../persisted/userData';
import styles from './DashboardSwitch.module.css';

const FAILURE_KEYS: Record<string, string> = {
  [DASHBOARD_SWITCH_FAILURES.missingCode]: 'Identity.Dashboard.MissingCode',
  [DASHBOARD_SWITCH_FAILURES.notConfigured]: 'Identity.Dashboard.NotConfigured',
  [DASHBOARD_SWITCH_FAILURES.cancelled]: 'Identity.Dashboard.Cancelled',
};

/**
 * The switch-to-dashboard prompt (document 000 §4): dashboard users, flag PS_FLAG_SWITCH_TO_DASHBOARD
 * on, a dashboard configured, users allowed, not dismissed before (remembered in ps4:user-data); a
 * popover on desktop, a modal below 1024 px. Switching fetches a single-use code, then redirects.
 */
export function DashboardSwitch() {
  const t = useT();
  const notifications = useNotifications();
  const { identity, requestContext } = usePageContext();
  const { portal } = requestContext;
  const [shown, setShown] = useState(false);
  const [presentation, setPresentation] = useState<'popover' | 'modal'>('popover');
  const [busy, setBusy] = useState(false);
  const eligible = !!identity?.state && isFullUser({ userId: identity.userId, state: identity.state });
  useEffect(() => {
    if (!eligible) return;
    const dismissed = readUserData().modal?.switchToDashboard?.dismissed === true;
    setShown(showsSwitchPrompt({ roles: identity?.accountsRoles ?? [], flagOn: portal.featureFlags.PS_FLAG_SWITCH_TO_DASHBOARD, dashboard: portal.dashboard, allowUsers: portal.allowUsers, dismissed }));
    setPresentation(switchPromptPresentation(window.innerWidth));
  }, [eligible, identity, portal]);
  if (!shown) return null;

  const dismiss = () => {
    updateUserData((data) => ({ ...data, modal: { ...data.modal, switchToDashboard: { dismissed: true } } }));
    setShown(false);
  };
  const fail = (text: string) => notifications.notify({ id: 'identity-dashboard-switch', message: FAILURE_KEYS[text] ?? 'Errors.Message.SomethingWrong', kind: 'error' });
  const switchNow = async () => {
    if (!isDashboardConfigured(portal.dashboard)) return fail(DASHBOARD_SWITCH_FAILURES.notConfigured);
    setBusy(true);
    try {
      const response = await fetch(`/svc/accounts/api/users/clientswitchCode?targetClientId=${encodeURIComponent(portal.dashboard.clientId)}`, { credentials: 'same-origin', headers: { 'x-csrf-token': csrfToken() } });
      const body = (await response.json().catch(() => ({}))) as { result?: { code?: string }; message?: string };
      if (!response.ok || !body.result?.code) return fail(body.message ?? DASHBOARD_SWITCH_FAILURES.missingCode);
      window.location.assign(dashboardSwitchUrl(portal.dashboard, body.result.code));
    } catch {
      fail(DASHBOARD_SWITCH_FAILURES.missingCode);
    } finally {
      setBusy(false);
    }
  };
  const actions = (
    <div className={styles.actions}>
      <Button variant="ghost" onClick={dismiss}>{t('Shell.DashboardSwitch.Dismiss')}</Button>
      <Button onClick={switchNow} disabled={busy}>{t('Shell.DashboardSwitch.Action')}</Button>
    </div>
  );
  if (presentation === 'modal') {
    return <Modal open onClose={dismiss} title={t('Shell.DashboardSwitch.Title')} footer={actions}><p>{t('Shell.DashboardSwitch.Text')}</p></Modal>;
  }
  return (
    <aside className={styles.popover} aria-labelledby="dashboard-switch-title" data-testid="dashboard-switch">
      <h2 id="dashboard-switch-title" className={styles.title}>{t('Shell.DashboardSwitch.Title')}</h2>
      <p className={styles.text}>{t('Shell.DashboardSwitch.Text')}</p>
      {actions}
    </aside>
  );
}
