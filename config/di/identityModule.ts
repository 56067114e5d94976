import { ContainerModule } from 'inversify';
import { IntlMessageFormat } from 'intl-messageformat';
import { ChangePasswordHandler } from '#application/identity/commands/ChangePassword';
import { CompleteLoginHandler } from '#application/identity/commands/CompleteLogin';
import { ConfirmRegistrationHandler } from '#application/identity/commands/ConfirmRegistration';
import { LogInWithEmailCodeHandler } from '#application/identity/commands/LogInWithEmailCode';
import { LogInWithPasswordHandler } from '#application/identity/commands/LogInWithPassword';
import { SendEmailCodeHandler } from '#application/identity/commands/SendEmailCode';
import { SignInWithSocialHandler } from '#application/identity/commands/SignInWithSocial';
import { StartRegistrationHandler } from '#application/identity/commands/StartRegistration';
import { GetTokenClaimsHandler } from '#application/identity/queries/GetTokenClaims';
import { IdentifyByUrlTokenHandler } from '#application/identity/commands/IdentifyByUrlToken';
import { CreateProfileHandler } from '#application/identity/commands/CreateProfile';
import { IssueClientSwitchCodeHandler } from '#application/identity/commands/IssueClientSwitchCode';
import { SaveConsentHandler } from '#application/identity/commands/SaveConsent';
import { SaveCookiesConsentHandler } from '#application/identity/commands/SaveCookiesConsent';
import { UpdateProfileHandler } from '#application/identity/commands/UpdateProfile';
import { UpdateUserHandler } from '#application/identity/commands/UpdateUser';
import {
  AccessTokenVerifier,
  AccountsReader,
  AttemptLimiter,
  EmailCodes,
  IdentityMails,
  LoginMethodsRepository,
  OneTimeCodes,
  Outbox,
  PasswordHasher,
  ProfilesRepository,
  UrlTokens,
  UsersRepository,
} from '#application/identity/ports';
import { GetAccountHandler } from '#application/identity/queries/GetAccount';
import { GetAccountAscendantsHandler } from '#application/identity/queries/GetAccountAscendants';
import { GetAccountsByIdsHandler } from '#application/identity/queries/GetAccountsByIds';
import { GetAscendantsOfAccountsHandler } from '#application/identity/queries/GetAscendantsOfAccounts';
import { GetLoginMethodsHandler } from '#application/identity/queries/GetLoginMethods';
import { GetProfileHandler } from '#application/identity/queries/GetProfile';
import { GetUserHandler } from '#application/identity/queries/GetUser';
import { GetUsersByIdsHandler } from '#application/identity/queries/GetUsersByIds';
import * as tokens from '#application/identity/tokens';
import { Argon2PasswordHasher } from '#infrastructure/identity/crypto/Argon2PasswordHasher';
import { HmacUrlTokens } from '#infrastructure/identity/crypto/HmacUrlTokens';
import { JwtAccessTokenVerifier, publicJwks } from '#infrastructure/identity/crypto/JwtAccessTokenVerifier';
import { type IdentityKeys, loadIdentityKeys } from '#infrastructure/identity/keys/IdentityKeys';
import { type AttemptLimits, MemoryAttemptLimiter } from '#infrastructure/identity/limits/MemoryAttemptLimiter';
import { RedisAttemptLimiter } from '#infrastructure/identity/limits/RedisAttemptLimiter';
import { SqlAccountsReader } from '#infrastructure/identity/sql/SqlAccountsReader';
import { SqlEmailCodes } from '#infrastructure/identity/sql/SqlEmailCodes';
import { SqlLoginMethodsRepository } from '#infrastructure/identity/sql/SqlLoginMethodsRepository';
import { SqlOneTimeCodes } from '#infrastructure/identity/sql/SqlOneTimeCodes';
import { SqlProfilesRepository } from '#infrastructure/identity/sql/SqlProfilesRepository';
import { SqlUsersRepository } from '#infrastructure/identity/sql/SqlUsersRepository';
import { OutboxIdentityMails } from '#infrastructure/mail/OutboxIdentityMails';
import { SqlOutbox } from '#infrastructure/mail/SqlOutbox';
import { getMessages } from '../i18n';
import type { Settings } from '../env';
import { IdentityConfig } from '../identity/IdentityConfig';
import { type IdentitySettings, readIdentitySettings } from '../identity/identitySettings';

export interface IdentityModuleOptions {
  keys: IdentityKeys;
  settings: IdentitySettings;
  limits?: AttemptLimits;
  /** REDIS_URL: attempt limits shared by every node; unset = this node's memory. */
  redisUrl?: string;
  log?: { info(object: object, message: string): void; warn(object: object, message: string): void };
}

/** Identity: the embedded adapters (SQL, argon2id, JWT, rate limits, outbox) and the use cases. */
export function identityModule(options: IdentityModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(IdentityConfig).toConstantValue({ keys: options.keys, settings: options.settings });
    bind(ProfilesRepository).to(SqlProfilesRepository);
    bind(UsersRepository).to(SqlUsersRepository);
    bind(LoginMethodsRepository).to(SqlLoginMethodsRepository);
    bind(AccountsReader).to(SqlAccountsReader);
    bind(OneTimeCodes).to(SqlOneTimeCodes);
    bind(EmailCodes).to(SqlEmailCodes);
    bind(Outbox).to(SqlOutbox);
    bind(IdentityMails).toDynamicValue(
      (context) => new OutboxIdentityMails(context.get(Outbox), translate, options.settings.portalName),
    );
    bind(PasswordHasher).to(Argon2PasswordHasher);
    bind(AttemptLimiter).toConstantValue(
      options.redisUrl
        ? new RedisAttemptLimiter({ url: options.redisUrl, limits: options.limits, log: options.log })
        : new MemoryAttemptLimiter(options.limits),
    );
    bind(UrlTokens).toConstantValue(new HmacUrlTokens(options.keys.hmacKey));
    bind(AccessTokenVerifier).toConstantValue(
      new JwtAccessTokenVerifier(publicJwks(options.keys.jwks), options.settings.issuer, options.settings.audience),
    );

    bind(tokens.CreateProfile).to(CreateProfileHandler);
    bind(tokens.GetProfile).to(GetProfileHandler);
    bind(tokens.UpdateProfile).to(UpdateProfileHandler);
    bind(tokens.SaveConsent).to(SaveConsentHandler);
    bind(tokens.SaveCookiesConsent).to(SaveCookiesConsentHandler);
    bind(tokens.GetUser).to(GetUserHandler);
    bind(tokens.GetUsersByIds).to(GetUsersByIdsHandler);
    bind(tokens.UpdateUser).to(UpdateUserHandler);
    bind(tokens.GetLoginMethods).to(GetLoginMethodsHandler);
    bind(tokens.ChangePassword).to(ChangePasswordHandler);
    bind(tokens.GetAccount).to(GetAccountHandler);
    bind(tokens.GetAccountsByIds).to(GetAccountsByIdsHandler);
    bind(tokens.GetAccountAscendants).to(GetAccountAscendantsHandler);
    bind(tokens.GetAscendantsOfAccounts).to(GetAscendantsOfAccountsHandler);
    bind(tokens.IssueClientSwitchCode).to(IssueClientSwitchCodeHandler);
    bind(tokens.LogInWithPassword).to(LogInWithPasswordHandler);
    bind(tokens.SendEmailCode).to(SendEmailCodeHandler);
    bind(tokens.LogInWithEmailCode).to(LogInWithEmailCodeHandler);
    bind(tokens.StartRegistration).to(StartRegistrationHandler);
    bind(tokens.ConfirmRegistration).to(ConfirmRegistrationHandler);
    bind(tokens.SignInWithSocial).to(SignInWithSocialHandler);
    bind(tokens.CompleteLogin).to(CompleteLoginHandler);
    bind(tokens.GetTokenClaims).to(GetTokenClaimsHandler);
    bind(tokens.IdentifyByUrlToken).to(IdentifyByUrlTokenHandler);
  });
}

/** Mail text from the catalogues (config/i18n/identity), formatted with ICU. */
function translate(culture: string, key: string, values: Record<string, string | number> = {}): string {
  const messages = getMessages(culture);
  const message = messages[key] ?? key;
  return String(new IntlMessageFormat(message, culture).format(values));
}

/** The server's identity module: keys from DATA_DIR/identity (generated on first start), settings from the environment. */
export function identityServerModule(settings: Settings, log?: IdentityModuleOptions['log']): ContainerModule {
  return identityModule({
    keys: loadIdentityKeys(settings.dataDir),
    settings: readIdentitySettings(settings),
    redisUrl: settings.redisUrl,
    log,
  });
}
