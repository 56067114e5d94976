import { flow, makeAutoObservable } from 'mobx';
import {
  DASHBOARD_SWITCH_FAILURES,
  type DashboardConfig,
  type DashboardSwitchFailure,
  type SwitchCodeAnswer,
  switchCodeAnswerOf,
  switchOutcome,
} from '#domain/identity/DashboardSwitch';
import type { IssueOwnClientSwitchCodeHandler } from '#application/identity/commands/IssueOwnClientSwitchCode';
import type { Notification } from '#domain/portal/Toasts';

/** Where a failure's toast and its catalogue text come from: the documents' three failures (000 §8). */
export const DASHBOARD_SWITCH_TOAST_ID = 'identity-dashboard-switch';
const FAILURE_KEYS: Record<DashboardSwitchFailure, string> = {
  [DASHBOARD_SWITCH_FAILURES.missingCode]: 'Identity.Dashboard.MissingCode',
  [DASHBOARD_SWITCH_FAILURES.notConfigured]: 'Identity.Dashboard.NotConfigured',
  [DASHBOARD_SWITCH_FAILURES.cancelled]: 'Identity.Dashboard.Cancelled',
};

export interface Notifier {
  notify(notification: Notification): void;
}

/** The browser's location, so tests see the redirect instead of following it. */
export interface Redirect {
  assign(url: string): void;
}

const browserRedirect: Redirect = { assign: (url) => window.location.assign(url) };

/** What the switch needs of the container (presentation/identity/viewModels.ts binds it). */
export interface DashboardSwitchDependencies {
  /** The failures' toasts: the shell's. */
  notifications: Notifier;
  /** Issues the single-use switch code for the dashboard client; the signal cancels the request. */
  issueSwitchCode: Pick<IssueOwnClientSwitchCodeHandler, 'execute'>;
  redirect?: Redirect;
}

/**
 * The switch to the agent dashboard (document 000 §4): request, fetch a switch code, then
 * redirect to the dashboard's login; a failure becomes a toast with the documents' text. The
 * one implementation behind both the switch prompt and the navigation's Agent Dashboard link.
 * A second request while one is under way is ignored; cancel() ends the one under way.
 */
export class DashboardSwitchViewModel {
  /** From the request until the browser leaves (or the failure). */
  switching = false;
  private request: AbortController | null = null;

  private readonly notifications: Notifier;
  private readonly issueSwitchCode: DashboardSwitchDependencies['issueSwitchCode'];
  private readonly redirect: Redirect;

  constructor({ notifications, issueSwitchCode, redirect = browserRedirect }: DashboardSwitchDependencies) {
    this.notifications = notifications;
    this.issueSwitchCode = issueSwitchCode;
    this.redirect = redirect;
    makeAutoObservable<this, 'request' | 'notifications' | 'issueSwitchCode' | 'redirect'>(
      this,
      { request: false, notifications: false, issueSwitchCode: false, redirect: false },
      { autoBind: true },
    );
  }

  switchToDashboard = flow(function* (this: DashboardSwitchViewModel, dashboard: Partial<DashboardConfig> | undefined) {
    if (this.switching) return;
    this.switching = true;
    let answer: SwitchCodeAnswer = { kind: 'unreachable' };
    if (dashboard?.clientId) {
      const request = new AbortController();
      this.request = request;
      const issued = (yield this.issueSwitchCode.execute({
        targetClientId: dashboard.clientId,
        signal: request.signal,
      })) as Awaited<ReturnType<IssueOwnClientSwitchCodeHandler['execute']>>;
      answer = switchCodeAnswerOf(issued);
      this.request = null;
      // Whatever the answer, a request cancelled on the way ends as cancelled.
      if (request.signal.aborted) answer = { kind: 'cancelled' };
    }
    const outcome = switchOutcome(dashboard, answer);
    if (outcome.kind === 'redirect') {
      // Stays "switching" while the browser leaves, so a second click asks for no second code.
      this.redirect.assign(outcome.url);
      return;
    }
    this.switching = false;
    this.notifications.notify({ id: DASHBOARD_SWITCH_TOAST_ID, message: FAILURE_KEYS[outcome.failure], kind: 'error' });
  });

  /** Ends a request under way (the visitor closed the prompt): it fails as "cancelled". */
  cancel(): void {
    this.request?.abort();
  }
}
