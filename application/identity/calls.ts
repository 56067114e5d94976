/* The shapes of the browser's identity calls that presentation reads (the handlers take and answer them). */

/** The login page's steps (server/identity/interactionRoutes): each answers where to go next. */
export type LoginStep = 'password' | 'emailCodeSend' | 'emailCode' | 'register' | 'registerConfirm';
export interface LoginAnswer {
  redirectTo?: string;
  next?: string;
}
