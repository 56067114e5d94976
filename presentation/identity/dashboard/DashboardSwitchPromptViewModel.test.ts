import { DashboardSwitchPromptViewModel, type PromptMemory } from './DashboardSwitchPromptViewModel';
import { DashboardSwitchViewModel } from './DashboardSwitchViewModel';
import { accountsAnswering } from './testing/accountsAnswering';

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

/** The browser's memory: `visit` is the tab's (shared by the models of one visit), dismissal for good. */
function prompt(dismissedBefore = false, visit = { offered: false }) {
  let dismissed = dismissedBefore;
  const memory: PromptMemory = {
    dismissed: () => dismissed,
    remember: () => {
      dismissed = true;
    },
    offeredThisVisit: () => visit.offered,
    rememberOffered: () => {
      visit.offered = true;
    },
  };
  const toasts: string[] = [];
  const switcher = new DashboardSwitchViewModel({
    notifications: { notify: (toast) => toasts.push(toast.message) },
    issueSwitchCode: accountsAnswering('never').issueSwitchCode,
    redirect: { assign: () => {} },
  });
  return {
    model: new DashboardSwitchPromptViewModel(switcher, memory),
    switcher,
    toasts,
    remembered: () => dismissed,
    visit,
  };
}

describe('DashboardSwitchPromptViewModel', () => {
  it('shows to a signed-in dashboard user as a popover on desktop, a modal below 1024 px', () => {
    const { model } = prompt();
    model.open(agent, 1280, '/settings/profile');
    expect([model.shown, model.presentation]).toEqual([true, 'popover']);
    model.open(agent, 390, '/settings/profile');
    expect([model.shown, model.presentation]).toEqual([true, 'modal']);
  });

  it('stays away once dismissed, for others and for a dashboard user not signed in', () => {
    const { model } = prompt(true);
    model.open(agent, 1280, '/settings/profile');
    expect(model.shown).toBe(false);
    const fresh = prompt().model;
    fresh.open({ ...agent, signedIn: false }, 1280, '/');
    expect(fresh.shown).toBe(false);
    fresh.open({ ...agent, roles: [] }, 1280, '/');
    expect(fresh.shown).toBe(false);
  });

  it('remembers the dismissal and cancels a switch under way', async () => {
    const { model, switcher, toasts, remembered } = prompt();
    model.open(agent, 1280, '/settings/profile');
    const switching = switcher.switchToDashboard(dashboard);
    model.dismiss();
    await switching;
    expect(model.shown).toBe(false);
    expect(remembered()).toBe(true);
    expect(toasts).toEqual(['Identity.Dashboard.Cancelled']);
  });

  it('is offered on one page of a visit: gone from the next page if left unanswered, and after a reload', () => {
    const { model, visit } = prompt();
    model.open(agent, 1280, '/switzerland/buy');
    expect(model.shown).toBe(true);
    // The same page again (its personal part arriving, a token refreshed): it stays.
    model.open(agent, 1280, '/switzerland/buy');
    expect(model.shown).toBe(true);
    model.open(agent, 1280, '/favorites');
    expect(model.shown).toBe(false);
    model.open(agent, 1280, '/switzerland/buy');
    expect(model.shown).toBe(false);
    // A full page load in the same visit is a new model over the same tab memory.
    const reloaded = prompt(false, visit).model;
    reloaded.open(agent, 1280, '/favorites');
    expect(reloaded.shown).toBe(false);
    // Another visit offers it again, until it is dismissed (document 000 §4).
    const nextVisit = prompt().model;
    nextVisit.open(agent, 390, '/');
    expect([nextVisit.shown, nextVisit.presentation]).toEqual([true, 'modal']);
  });

  it('counts no offer while the visitor cannot be shown it (a guest before their login)', () => {
    const { model, visit } = prompt();
    model.open({ ...agent, signedIn: false }, 1280, '/');
    expect(visit.offered).toBe(false);
    model.open(agent, 1280, '/settings/profile');
    expect([model.shown, visit.offered]).toEqual([true, true]);
  });
});
