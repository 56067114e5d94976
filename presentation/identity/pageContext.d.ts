import type { IdentityView } from '#domain/identity/IdentityView';
import type { AuthSession } from '#domain/identity/TokenClaims';

declare global {
  namespace Vike {
    interface PageContext {
      /**
       * The visitor's identity (state, user, profile, token expiry, CSRF token), resolved by
       * server/identity before rendering and passed to the browser once. Absent for crawlers'
       * pages rendered without a session.
       */
      identity?: IdentityView;
      /**
       * The request's verified session, set by server/ssr/ssr.ts on the server only and never
       * passed to the browser (not in passToClient): pages that call services in process act as
       * the visitor with it (an owner's saved search opens for its owner). Absent for crawlers
       * and visitors without a token.
       */
      authSession?: AuthSession;
      /**
       * Server only, on a full page load (sharedHtml): `identity` then holds what the token says
       * (state, user and profile ids, expiry, CSRF token) and this loads the rest (name, roles,
       * consent: database lookups) once, for a page rendered for the visitor. A shared page never
       * needs it (docs/pages.md §5). Read the identity of a data hook with `identityOf`.
       */
      loadIdentityView?: () => Promise<IdentityView>;
    }
  }
}
export {};
