/**
 * Document 000 §7 "Browser redirects": "login (connect/authorize) with sourceUrl, state, email,
 * redirect_uri, name, acr_values and callbackUrl". The portal starts that redirect at /auth/login
 * (server/identity/portalAuthRoutes), which adds state, redirect_uri and the rest; a page hands over
 * the view (acr_values), the way back and, when it has them, the e-mail and an encoded post-login
 * action (document 000 §4 "Other").
 *
 * Starting a login is an action, not a resource: pages offer it as a GET form to this path, not as a
 * link (a link would name an address that only answers a redirect, and a crawler would follow it).
 */
export const LOGIN_START_PATH = '/auth/login';

export type LoginStartView = 'login' | 'register' | 'emailCode';

export interface LoginStart {
  view: LoginStartView;
  /** Where the browser comes back to: a path of this portal (the server checks it). */
  callbackUrl: string;
  email?: string;
  /** An encoded post-login action (POST /auth/action answers it). */
  action?: string;
}

/** The query fields of the start, in order; absent or blank optional ones are left out. */
export function loginStartFields(start: LoginStart): Array<[name: string, value: string]> {
  const fields: Array<[string, string]> = [
    ['view', start.view],
    ['callbackUrl', start.callbackUrl || '/'],
  ];
  const email = start.email?.trim();
  if (email) fields.push(['email', email]);
  if (start.action) fields.push(['action', start.action]);
  return fields;
}

/** The same start as an address, for a redirect or a script's navigation. */
export function loginStartUrl(start: LoginStart): string {
  return `${LOGIN_START_PATH}?${new URLSearchParams(loginStartFields(start)).toString()}`;
}
