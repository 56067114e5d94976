import type { SwitchCodeAnswer } from '#domain/identity/DashboardSwitch';
import type { Notification } from '#domain/portal/Toasts';
import { DASHBOARD_SWITCH_TOAST_ID, DashboardSwitchViewModel } from './DashboardSwitchViewModel';
import { accountsAnswering } from './testing/accountsAnswering';

const dashboard = {
  loginUrl: 'https://dash.example/login',
  clientId: 'agent-dashboard',
  redirectUrl: 'https://dash.example/cb',
};

function switchWith(answer: SwitchCodeAnswer | 'never') {
  const toasts: Notification[] = [];
  const redirects: string[] = [];
  const service = accountsAnswering(answer);
  const model = new DashboardSwitchViewModel({
    notifications: { notify: (toast) => toasts.push(toast) },
    issueSwitchCode: service.issueSwitchCode,
    redirect: { assign: (url) => redirects.push(url) },
  });
  return { model, toasts, redirects, requests: service.requests };
}

describe('DashboardSwitchViewModel (document 000 §4 "Dashboard switch")', () => {
  it('fetches a code for the configured client and goes to the dashboard login with it', async () => {
    const { model, toasts, redirects, requests } = switchWith({ kind: 'answered', ok: true, code: 'c0de' });
    await model.switchToDashboard(dashboard);
    expect(requests.map((request) => request.clientId)).toEqual(['agent-dashboard']);
    expect(redirects).toEqual([
      'https://dash.example/login?code=c0de&client_id=agent-dashboard&redirect_uri=https%3A%2F%2Fdash.example%2Fcb',
    ]);
    expect(toasts).toEqual([]);
    expect(model.switching).toBe(true);
  });

  it('asks for one code only while a switch is under way', async () => {
    const { model, requests } = switchWith({ kind: 'answered', ok: true, code: 'c0de' });
    const first = model.switchToDashboard(dashboard);
    const second = model.switchToDashboard(dashboard);
    await Promise.all([first, second]);
    expect(requests).toHaveLength(1);
  });

  it('shows "error while retrieving the client switch code" when no code comes, and stays on the portal', async () => {
    const { model, toasts, redirects } = switchWith({ kind: 'answered', ok: false });
    await model.switchToDashboard(dashboard);
    expect(toasts).toEqual([
      { id: DASHBOARD_SWITCH_TOAST_ID, message: 'Identity.Dashboard.MissingCode', kind: 'error' },
    ]);
    expect(redirects).toEqual([]);
    expect(model.switching).toBe(false);
  });

  it('shows "dashboard parameters not configured" without asking when the portal has no complete dashboard', async () => {
    const { model, toasts, requests } = switchWith({ kind: 'answered', ok: true, code: 'c0de' });
    await model.switchToDashboard(undefined);
    await model.switchToDashboard({ ...dashboard, redirectUrl: '' });
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Identity.Dashboard.NotConfigured',
      'Identity.Dashboard.NotConfigured',
    ]);
    expect(requests.map((request) => request.clientId)).toEqual(['agent-dashboard']);
    expect(model.switching).toBe(false);
  });

  it('shows "dashboard parameters not configured" when the service says so', async () => {
    const { model, toasts } = switchWith({
      kind: 'answered',
      ok: false,
      message: 'dashboard parameters not configured',
    });
    await model.switchToDashboard(dashboard);
    expect(toasts.map((toast) => toast.message)).toEqual(['Identity.Dashboard.NotConfigured']);
  });

  it('shows "cancelled" when the switch under way is cancelled', async () => {
    const { model, toasts, redirects, requests } = switchWith('never');
    const switching = model.switchToDashboard(dashboard);
    expect(model.switching).toBe(true);
    model.cancel();
    await switching;
    expect(requests[0].signal.aborted).toBe(true);
    expect(toasts.map((toast) => toast.message)).toEqual(['Identity.Dashboard.Cancelled']);
    expect(redirects).toEqual([]);
    expect(model.switching).toBe(false);
  });

  it('treats a code arriving after the cancel as cancelled', async () => {
    const { model, toasts, redirects } = switchWith({ kind: 'answered', ok: true, code: 'late' });
    const switching = model.switchToDashboard(dashboard);
    model.cancel();
    await switching;
    expect(redirects).toEqual([]);
    expect(toasts.map((toast) => toast.message)).toEqual(['Identity.Dashboard.Cancelled']);
  });

  it('lets the visitor try again after a failure', async () => {
    const { model, requests } = switchWith({ kind: 'unreachable' });
    await model.switchToDashboard(dashboard);
    await model.switchToDashboard(dashboard);
    expect(requests).toHaveLength(2);
  });
});
