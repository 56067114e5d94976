import { ContainerModule } from 'inversify';
import { AccountsService, SessionService } from '#application/identity/ports';
import { ChangeOwnPasswordHandler } from '#application/identity/commands/ChangeOwnPassword';
import { EnsureGuestProfileHandler } from '#application/identity/commands/EnsureGuestProfile';
import { SubmitLoginStepHandler } from '#application/identity/commands/SubmitLoginStep';
import { UpdateOwnProfileHandler } from '#application/identity/commands/UpdateOwnProfile';
import { IdentifyOwnProfileByUrlTokenHandler } from '#application/identity/commands/IdentifyOwnProfileByUrlToken';
import { IssueOwnClientSwitchCodeHandler } from '#application/identity/commands/IssueOwnClientSwitchCode';
import { LogOutHandler } from '#application/identity/commands/LogOut';
import { RefreshSessionHandler } from '#application/identity/commands/RefreshSession';
import { EncodePostLoginActionHandler } from '#application/identity/commands/EncodePostLoginAction';
import { ReplayPostLoginActionHandler } from '#application/identity/commands/ReplayPostLoginAction';
import { SaveOwnCookiesConsentHandler } from '#application/identity/commands/SaveOwnCookiesConsent';
import {
  ChangeOwnPassword,
  EnsureGuestProfile,
  IdentifyOwnProfileByUrlToken,
  IssueOwnClientSwitchCode,
  LogOut,
  RefreshSession,
  EncodePostLoginAction,
  ReplayPostLoginAction,
  SaveOwnCookiesConsent,
  SubmitLoginStep,
  UpdateOwnProfile,
} from '#application/identity/tokens';
import { HttpAccountsService } from '#infrastructure/identity/http/HttpAccountsService';
import { HttpSessionService } from '#infrastructure/identity/http/HttpSessionService';

/**
 * Identity in the browser: the visitor's own profile and user over the accounts service, and the
 * session over the portal's /login and /auth routes (needs ServiceClientToken and PortalClientToken);
 * the visitor's own use cases over them, which presentation resolves.
 */
export const identityModule = new ContainerModule(({ bind }) => {
  bind(AccountsService).to(HttpAccountsService).inSingletonScope();
  bind(SessionService).to(HttpSessionService).inSingletonScope();
  bind(UpdateOwnProfile).to(UpdateOwnProfileHandler).inSingletonScope();
  bind(EnsureGuestProfile).to(EnsureGuestProfileHandler).inSingletonScope();
  bind(ChangeOwnPassword).to(ChangeOwnPasswordHandler).inSingletonScope();
  bind(SubmitLoginStep).to(SubmitLoginStepHandler).inSingletonScope();
  bind(RefreshSession).to(RefreshSessionHandler).inSingletonScope();
  bind(EncodePostLoginAction).to(EncodePostLoginActionHandler).inSingletonScope();
  bind(LogOut).to(LogOutHandler).inSingletonScope();
  bind(ReplayPostLoginAction).to(ReplayPostLoginActionHandler).inSingletonScope();
  bind(SaveOwnCookiesConsent).to(SaveOwnCookiesConsentHandler).inSingletonScope();
  bind(IssueOwnClientSwitchCode).to(IssueOwnClientSwitchCodeHandler).inSingletonScope();
  bind(IdentifyOwnProfileByUrlToken).to(IdentifyOwnProfileByUrlTokenHandler).inSingletonScope();
});
