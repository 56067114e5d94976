import type { AuthenticationState } from './AuthenticationState';

export const LOGIN_MODAL_VIEWS = ['reconnect', 'saveFavoriteSignIn', 'register', 'login'] as const;
export type LoginModalView = (typeof LOGIN_MODAL_VIEWS)[number];

export interface LoginModalRequest {
  state: AuthenticationState | undefined;
  /** The modal was opened by a click on a favourite button. */
  favoriteFlow: boolean;
  /** false opens the login view; register is the default. */
  isRegister?: boolean;
}

/**
 * Which view the login modal shows (document 000 §4 "Login modal view"). In the favourite flow,
 * e-mail or token identified users get reconnect and others the save-favourite sign-in; otherwise
 * users identified by e-mail, token or first profile get reconnect and the rest register
 * (default) or login (when isRegister is false).
 */
export function loginModalView({ state, favoriteFlow, isRegister }: LoginModalRequest): LoginModalView {
  const identifiedByEmailOrToken = state === 'UserIdentifiedByEmail' || state === 'UserIdentifiedByUrlToken';
  if (favoriteFlow) return identifiedByEmailOrToken ? 'reconnect' : 'saveFavoriteSignIn';
  if (identifiedByEmailOrToken || state === 'UserIdentifiedWithFirstProfile') return 'reconnect';
  return isRegister === false ? 'login' : 'register';
}
