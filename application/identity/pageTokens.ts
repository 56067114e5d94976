import type { ServiceIdentifier } from 'inversify';

/** The login and register pages' view of an authorization request in progress (bound per request). */
export interface LoginPageState {
  /** Which form opens first: acr_values of the request (register by default). */
  view: 'register' | 'login' | 'emailCode';
  /** login_hint: the e-mail the modal already asked for. */
  email?: string;
  /** The social networks configured for this portal (and allowed: allowSocialLogin). */
  socialNetworks: string[];
  /** false when the page was opened without a live authorization request (expired, or typed in). */
  active: boolean;
}
export const LoginPageState: ServiceIdentifier<LoginPageState> = Symbol.for('identity.LoginPageState');
