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
  return context.allowUsers && context.flagOn && isDashboardConfigured(context.dashboard) && isDashboardUser(context.roles);
}

/** The switch prompt: as the link, and not dismissed before. */
export function showsSwitchPrompt(context: SwitchPromptContext): boolean {
  return showsAgentDashboardLink(context) && !context.dismissed;
}

/** Others see a Professionals link when an agent dashboard URL is configured. */
export function showsProfessionalsLink(context: Omit<SwitchPromptContext, 'dismissed'> & { professionalsUrl?: string }): boolean {
  return !showsAgentDashboardLink(context) && !!context.professionalsUrl;
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
