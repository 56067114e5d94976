import type { ServiceIdentifier } from 'inversify';
import type { ChangePasswordHandler } from './commands/ChangePassword';
import type { CreateProfileHandler } from './commands/CreateProfile';
import type { EndSessionHandler } from './commands/EndSession';
import type { IssueClientSwitchCodeHandler } from './commands/IssueClientSwitchCode';
import type { SaveConsentHandler } from './commands/SaveConsent';
import type { SaveCookiesConsentHandler } from './commands/SaveCookiesConsent';
import type { UpdateProfileHandler } from './commands/UpdateProfile';
import type { UpdateUserHandler } from './commands/UpdateUser';
import type { GetAccountHandler } from './queries/GetAccount';
import type { GetAccountAscendantsHandler } from './queries/GetAccountAscendants';
import type { GetAccountsByIdsHandler } from './queries/GetAccountsByIds';
import type { GetAscendantsOfAccountsHandler } from './queries/GetAscendantsOfAccounts';
import type { GetLoginMethodsHandler } from './queries/GetLoginMethods';
import type { GetProfileHandler } from './queries/GetProfile';
import type { LoadOwnSettingsHandler } from './queries/LoadOwnSettings';
import type { GetUserHandler } from './queries/GetUser';
import type { GetUsersByIdsHandler } from './queries/GetUsersByIds';
import type { CompleteLoginHandler } from './commands/CompleteLogin';
import type { ConfirmRegistrationHandler } from './commands/ConfirmRegistration';
import type { LogInWithEmailCodeHandler } from './commands/LogInWithEmailCode';
import type { LogInWithPasswordHandler } from './commands/LogInWithPassword';
import type { SendEmailCodeHandler } from './commands/SendEmailCode';
import type { SignInWithSocialHandler } from './commands/SignInWithSocial';
import type { StartRegistrationHandler } from './commands/StartRegistration';
import type { GetTokenClaimsHandler } from './queries/GetTokenClaims';
import type { IdentifyByUrlTokenHandler } from './commands/IdentifyByUrlToken';
import type { UpdateOwnProfileHandler } from './commands/UpdateOwnProfile';
import type { EnsureGuestProfileHandler } from './commands/EnsureGuestProfile';
import type { ChangeOwnPasswordHandler } from './commands/ChangeOwnPassword';
import type { SubmitLoginStepHandler } from './commands/SubmitLoginStep';
import type { RefreshSessionHandler } from './commands/RefreshSession';
import type { EncodePostLoginActionHandler } from './commands/EncodePostLoginAction';
import type { LogOutHandler } from './commands/LogOut';
import type { ReplayPostLoginActionHandler } from './commands/ReplayPostLoginAction';
import type { SaveOwnCookiesConsentHandler } from './commands/SaveOwnCookiesConsent';
import type { IssueOwnClientSwitchCodeHandler } from './commands/IssueOwnClientSwitchCode';
import type { IdentifyOwnProfileByUrlTokenHandler } from './commands/IdentifyOwnProfileByUrlToken';

import type { IssueAgencyApiKeyHandler } from './commands/IssueAgencyApiKey';
import type { AuthenticateAgencyHandler } from './queries/AuthenticateAgency';

/** DI tokens for the identity use cases: how presentation and the /svc edge reach them. */
export const CreateProfile: ServiceIdentifier<CreateProfileHandler> = Symbol.for('identity.CreateProfile');
export const GetProfile: ServiceIdentifier<GetProfileHandler> = Symbol.for('identity.GetProfile');
export const UpdateProfile: ServiceIdentifier<UpdateProfileHandler> = Symbol.for('identity.UpdateProfile');
export const SaveConsent: ServiceIdentifier<SaveConsentHandler> = Symbol.for('identity.SaveConsent');
export const SaveCookiesConsent: ServiceIdentifier<SaveCookiesConsentHandler> =
  Symbol.for('identity.SaveCookiesConsent');
export const GetUser: ServiceIdentifier<GetUserHandler> = Symbol.for('identity.GetUser');
export const GetUsersByIds: ServiceIdentifier<GetUsersByIdsHandler> = Symbol.for('identity.GetUsersByIds');
export const UpdateUser: ServiceIdentifier<UpdateUserHandler> = Symbol.for('identity.UpdateUser');
export const GetLoginMethods: ServiceIdentifier<GetLoginMethodsHandler> = Symbol.for('identity.GetLoginMethods');
export const LoadOwnSettings: ServiceIdentifier<LoadOwnSettingsHandler> = Symbol.for('identity.LoadOwnSettings');
export const ChangePassword: ServiceIdentifier<ChangePasswordHandler> = Symbol.for('identity.ChangePassword');
export const GetAccount: ServiceIdentifier<GetAccountHandler> = Symbol.for('identity.GetAccount');
export const GetAccountsByIds: ServiceIdentifier<GetAccountsByIdsHandler> = Symbol.for('identity.GetAccountsByIds');
export const GetAccountAscendants: ServiceIdentifier<GetAccountAscendantsHandler> = Symbol.for(
  'identity.GetAccountAscendants',
);
export const GetAscendantsOfAccounts: ServiceIdentifier<GetAscendantsOfAccountsHandler> = Symbol.for(
  'identity.GetAscendantsOfAccounts',
);
export const IssueClientSwitchCode: ServiceIdentifier<IssueClientSwitchCodeHandler> = Symbol.for(
  'identity.IssueClientSwitchCode',
);
export const LogInWithPassword: ServiceIdentifier<LogInWithPasswordHandler> = Symbol.for('identity.LogInWithPassword');
export const SendEmailCode: ServiceIdentifier<SendEmailCodeHandler> = Symbol.for('identity.SendEmailCode');
export const LogInWithEmailCode: ServiceIdentifier<LogInWithEmailCodeHandler> =
  Symbol.for('identity.LogInWithEmailCode');
export const StartRegistration: ServiceIdentifier<StartRegistrationHandler> = Symbol.for('identity.StartRegistration');
export const ConfirmRegistration: ServiceIdentifier<ConfirmRegistrationHandler> =
  Symbol.for('identity.ConfirmRegistration');
export const SignInWithSocial: ServiceIdentifier<SignInWithSocialHandler> = Symbol.for('identity.SignInWithSocial');
export const CompleteLogin: ServiceIdentifier<CompleteLoginHandler> = Symbol.for('identity.CompleteLogin');
export const GetTokenClaims: ServiceIdentifier<GetTokenClaimsHandler> = Symbol.for('identity.GetTokenClaims');
export const IdentifyByUrlToken: ServiceIdentifier<IdentifyByUrlTokenHandler> =
  Symbol.for('identity.IdentifyByUrlToken');
export const EndSession: ServiceIdentifier<EndSessionHandler> = Symbol.for('identity.EndSession');

// The browser's own use cases, over the accounts and session services' http adapters (config/di/identityModule).
export const UpdateOwnProfile: ServiceIdentifier<UpdateOwnProfileHandler> = Symbol.for('identity.UpdateOwnProfile');
export const EnsureGuestProfile: ServiceIdentifier<EnsureGuestProfileHandler> =
  Symbol.for('identity.EnsureGuestProfile');
export const ChangeOwnPassword: ServiceIdentifier<ChangeOwnPasswordHandler> = Symbol.for('identity.ChangeOwnPassword');
export const SubmitLoginStep: ServiceIdentifier<SubmitLoginStepHandler> = Symbol.for('identity.SubmitLoginStep');
export const RefreshSession: ServiceIdentifier<RefreshSessionHandler> = Symbol.for('identity.RefreshSession');
export const EncodePostLoginAction: ServiceIdentifier<EncodePostLoginActionHandler> = Symbol.for(
  'identity.EncodePostLoginAction',
);
export const LogOut: ServiceIdentifier<LogOutHandler> = Symbol.for('identity.LogOut');
export const ReplayPostLoginAction: ServiceIdentifier<ReplayPostLoginActionHandler> = Symbol.for(
  'identity.ReplayPostLoginAction',
);
export const SaveOwnCookiesConsent: ServiceIdentifier<SaveOwnCookiesConsentHandler> = Symbol.for(
  'identity.SaveOwnCookiesConsent',
);
export const IssueOwnClientSwitchCode: ServiceIdentifier<IssueOwnClientSwitchCodeHandler> = Symbol.for(
  'identity.IssueOwnClientSwitchCode',
);
export const IdentifyOwnProfileByUrlToken: ServiceIdentifier<IdentifyOwnProfileByUrlTokenHandler> = Symbol.for(
  'identity.IdentifyOwnProfileByUrlToken',
);
export const IssueAgencyApiKey: ServiceIdentifier<IssueAgencyApiKeyHandler> = Symbol.for('identity.IssueAgencyApiKey');
export const AuthenticateAgency: ServiceIdentifier<AuthenticateAgencyHandler> =
  Symbol.for('identity.AuthenticateAgency');
