import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { LoginPageState } from '#application/identity/pageTokens';
import { loginStartUrl } from '#domain/identity/LoginStart';

export interface LoginPageData {
  state: LoginPageState;
  /** A message key from a failed social login (?error=), shown once. */
  error?: string;
}

/** The authorization request's state, bound by server/identity for this request; without one, start a login. */
export function loadLoginPageData(pageContext: PageContextServer): LoginPageData {
  const container = pageContext.container;
  if (!container?.isBound(LoginPageState)) throw redirect(loginStartUrl({ view: 'login', callbackUrl: '/' }));
  const error = pageContext.urlParsed.search.error;
  return { state: container.get(LoginPageState), ...(error && /^Identity\.[\w.]+$/.test(error) ? { error } : {}) };
}
