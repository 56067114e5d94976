import type { AccountRoleGrant } from './AccountRoles';
import { isDashboardUser } from './AccountRoles';

/** Failure texts of the dashboard switch (document 000 §8), verbatim. */
export const DASHBOARD_SWITCH_FAILURES = {
  missingCode: 'error while retrieving the client switch code',
  notConfigured: 'dashboard parameters not configured',
  cancelled: 'cancelled',
} as const;
export type DashboardSwitchFailure = (typeof DASHBOARD_SWITCH_FAILURES)[keyof typeof DASHBOARD_SWITCH_FAILURES];

export interface DashboardConfig {
  loginUrl: string;
  clientId: string;
  redirectUrl: string;
}

/** The dashboard needs login url, client id and redirect url configured (document 000 §6). */
export function isDashboardConfigured(dashboard: Partial<DashboardConfig> | undefined): dashboard is DashboardConfig {
  return !!dashboard?.loginUrl && !!dashboard.clientId && !!dashboard.redirectUrl;
}

export interface SwitchPromptContext {
  roles: readonly AccountRoleGrant[];
  flagOn: boolean;
  dashboard: Partial<DashboardConfig> | undefined;
  allowUsers: boolean;
  dismissed: boolean;
}

/** Agent Dashboard link: dashboard users, when a dashboard is configured and PS_FLAG_SWITCH_TO_DASHBOARD is on. */
export function showsAgentDashboardLink(context: Omit<SwitchPromptContext, 'dismissed'>): boolean {
  return (
    context.allowUsers && context.flagOn && isDashboardConfigured(context.dashboard) && isDashboardUser(context.roles)
  );
}

/** The switch prompt: as the link, and not dismissed before. */
export function showsSwitchPrompt(context: SwitchPromptContext): boolean {
  return showsAgentDashboardLink(context) && !context.dismissed;
}

/** Others see a Professionals link when an agent dashboard URL is configured. */
export function showsProfessionalsLink(
  context: Omit<SwitchPromptContext, 'dismissed'> & { professionalsUrl?: string },
): boolean {
  return !showsAgentDashboardLink(context) && !!context.professionalsUrl;
}

/** The navigation's one link for professionals: never both (document 000 §6). */
export type ProfessionalLink = 'agentDashboard' | 'professionals';

export interface ProfessionalLinkContext extends Omit<SwitchPromptContext, 'dismissed'> {
  /** A full user (document 000 §4): only they can be given a switch code. */
  signedIn: boolean;
  professionalsUrl?: string;
}

/**
 * Document 000 §6: dashboard users see the Agent Dashboard link; others (guests included) see a
 * Professionals link. The switch code behind the link is issued to full users only, so a
 * dashboard user who is not (or no longer) signed in counts among the others.
 */
export function professionalLinkOf(context: ProfessionalLinkContext): ProfessionalLink | null {
  if (context.signedIn && showsAgentDashboardLink(context)) return 'agentDashboard';
  const others = context.signedIn ? context : { ...context, roles: [] };
  return showsProfessionalsLink(others) ? 'professionals' : null;
}

/** A popover on desktop (min 1024 px), a modal on smaller screens. */
export function switchPromptPresentation(viewportWidth: number): 'popover' | 'modal' {
  return viewportWidth >= 1024 ? 'popover' : 'modal';
}

/** Where the browser goes once a switch code is there: the dashboard's login with code and client. */
export function dashboardSwitchUrl(dashboard: DashboardConfig, code: string): string {
  const url = new URL(dashboard.loginUrl);
  url.searchParams.set('code', code);
  url.searchParams.set('client_id', dashboard.clientId);
  url.searchParams.set('redirect_uri', dashboard.redirectUrl);
  return url.toString();
}

/** What the accounts service answered to GET /api/users/clientswitchCode, or that the request was cancelled. */
export type SwitchCodeAnswer =
  { kind: 'answered'; ok: boolean; code?: string; message?: string } | { kind: 'cancelled' } | { kind: 'unreachable' };

/**
 * The switch code service's answer as the client port gives it: a cancelled request and an
 * unreachable service are told apart from an answer, which carries the service's message.
 */
export function switchCodeAnswerOf(
  result: { ok: true; value: { code?: string } } | { ok: false; error: { code: string; message: string } },
): SwitchCodeAnswer {
  if (result.ok) return { kind: 'answered', ok: true, code: result.value.code };
  if (result.error.code === 'REQUEST_CANCELLED') return { kind: 'cancelled' };
  if (result.error.code === 'SERVICE_UNREACHABLE') return { kind: 'unreachable' };
  return { kind: 'answered', ok: false, message: result.error.message };
}

export type SwitchOutcome = { kind: 'redirect'; url: string } | { kind: 'failure'; failure: DashboardSwitchFailure };

/**
 * Document 000 §4: request, then fetch a switch code, then success and redirect; failures are
 * missing code, dashboard parameters not configured, cancelled. The service names the failure
 * in its message; anything else without a code (an outage, an expired session) is a missing code.
 */
export function switchOutcome(
  dashboard: Partial<DashboardConfig> | undefined,
  answer: SwitchCodeAnswer,
): SwitchOutcome {
  if (!isDashboardConfigured(dashboard)) return { kind: 'failure', failure: DASHBOARD_SWITCH_FAILURES.notConfigured };
  if (answer.kind === 'cancelled') return { kind: 'failure', failure: DASHBOARD_SWITCH_FAILURES.cancelled };
  if (answer.kind === 'answered' && answer.ok && answer.code)
    return { kind: 'redirect', url: dashboardSwitchUrl(dashboard, answer.code) };
  const named = answer.kind === 'answered' && answer.message === DASHBOARD_SWITCH_FAILURES.notConfigured;
  return {
    kind: 'failure',
    failure: named ? DASHBOARD_SWITCH_FAILURES.notConfigured : DASHBOARD_SWITCH_FAILURES.missingCode,
  };
}
