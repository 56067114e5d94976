import { DashboardSwitchPromptViewModel, type DismissalMemory } from './DashboardSwitchPromptViewModel';
import { DashboardSwitchViewModel } from './DashboardSwitchViewModel';

const dashboard = {
  loginUrl: 'https://dash.example/login',
  clientId: 'agent-dashboard',
  redirectUrl: 'https://dash.example/cb',
};
const agent = {
  signedIn: true,
  roles: [{ role: 'Agent' as const, accountId: 12 }],
  flagOn: true,
  dashboard,
  allowUsers: true,
};

function prompt(dismissedBefore = false) {
  let dismissed = dismissedBefore;
  const memory: DismissalMemory = {
    dismissed: () => dismissed,
    remember: () => {
      dismissed = true;
    },
  };
  const toasts: string[] = [];
  const switcher = new DashboardSwitchViewModel(
    { notify: (toast) => toasts.push(toast.message) },
    (_, signal) => new Promise((resolve) => signal.addEventListener('abort', () => resolve({ kind: 'cancelled' }))),
    { assign: () => {} },
  );
  return { model: new DashboardSwitchPromptViewModel(switcher, memory), switcher, toasts, remembered: () => dismissed };
}

describe('DashboardSwitchPromptViewModel', () => {
  it('shows to a signed-in dashboard user as a popover on desktop, a modal below 1024 px', () => {
    const { model } = prompt();
    model.open(agent, 1280);
    expect([model.shown, model.presentation]).toEqual([true, 'popover']);
    model.open(agent, 390);
    expect([model.shown, model.presentation]).toEqual([true, 'modal']);
  });

  it('stays away once dismissed, for others and for a dashboard user not signed in', () => {
    const { model } = prompt(true);
    model.open(agent, 1280);
    expect(model.shown).toBe(false);
    const fresh = prompt().model;
    fresh.open({ ...agent, signedIn: false }, 1280);
    expect(fresh.shown).toBe(false);
    fresh.open({ ...agent, roles: [] }, 1280);
    expect(fresh.shown).toBe(false);
  });

  it('remembers the dismissal and cancels a switch under way', async () => {
    const { model, switcher, toasts, remembered } = prompt();
    model.open(agent, 1280);
    const switching = switcher.switchToDashboard(dashboard);
    model.dismiss();
    await switching;
    expect(model.shown).toBe(false);
    expect(remembered()).toBe(true);
    expect(toasts).toEqual(['Identity.Dashboard.Cancelled']);
  });
});
