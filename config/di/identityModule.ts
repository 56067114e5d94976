import { ContainerModule } from 'inversify';
import { AccountsService, SessionService } from '#application/identity/ports';
import { HttpAccountsService } from '#infrastructure/identity/http/HttpAccountsService';
import { HttpSessionService } from '#infrastructure/identity/http/HttpSessionService';

/**
 * Identity in the browser: the visitor's own profile and user over the accounts service, and the
 * session over the portal's /login and /auth routes (needs ServiceClientToken and PortalClientToken).
 */
export const identityModule = new ContainerModule(({ bind }) => {
  bind(AccountsService).to(HttpAccountsService).inSingletonScope();
  bind(SessionService).to(HttpSessionService).inSingletonScope();
});
