import type { AuthSession } from '../../domain/identity/TokenClaims';

declare global {
  namespace Vike {
    interface PageContext {
      /**
       * The request's verified session (server/identity resolved it from the token cookie), set by
       * server/ssr/ssr.ts on the server only and never passed to the browser (not in passToClient).
       * The search page runs the searches service in process with it, so an owner's saved search
       * opens for its owner. Absent for crawlers and visitors without a token.
       */
      authSession?: AuthSession;
    }
  }
}
export {};
