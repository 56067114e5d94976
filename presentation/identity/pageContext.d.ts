import type { IdentityView } from '../../domain/identity/IdentityView';

declare global {
  namespace Vike {
    interface PageContext {
      /**
       * The visitor's identity (state, user, profile, token expiry, CSRF token), resolved by
       * server/identity before rendering and passed to the browser once. Absent for crawlers'
       * pages rendered without a session.
       */
      identity?: IdentityView;
    }
  }
}
export {};
