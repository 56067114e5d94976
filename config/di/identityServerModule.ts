import { ContainerModule } from 'inversify';
import { IntlMessageFormat } from 'intl-messageformat';
import { EndSessionHandler } from '#application/identity/commands/EndSession';
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
import { IssueAgencyApiKeyHandler } from '#application/identity/commands/IssueAgencyApiKey';
import { AuthenticateAgencyHandler } from '#application/identity/queries/AuthenticateAgency';
import { SqlAgencyApiKeys } from '#infrastructure/identity/sql/SqlAgencyApiKeys';
import { SaveConsentHandler } from '#application/identity/commands/SaveConsent';
import { SaveCookiesConsentHandler } from '#application/identity/commands/SaveCookiesConsent';
import { UpdateProfileHandler } from '#application/identity/commands/UpdateProfile';
import { UpdateUserHandler } from '#application/identity/commands/UpdateUser';
import {
  AccessTokenVerifier,
  AttemptLimiter,
  EmailCodes,
  IdentityClock,
  IdentityMails,
  LoginMethodsRepository,
  OneTimeCodes,
  Outbox,
  OutboxReader,
  PasswordHasher,
  PostLoginActions,
  ProfilesRepository,
  Sessions,
  UrlTokens,
  UsersRepository,
} from '#application/identity/ports';
import { GetAccountHandler } from '#application/identity/queries/GetAccount';
import { GetAccountAscendantsHandler } from '#application/identity/queries/GetAccountAscendants';
import { GetAccountsByIdsHandler } from '#application/identity/queries/GetAccountsByIds';
import { GetAscendantsOfAccountsHandler } from '#application/identity/queries/GetAscendantsOfAccounts';
import { GetLoginMethodsHandler } from '#application/identity/queries/GetLoginMethods';
import { GetProfileHandler } from '#application/identity/queries/GetProfile';
import { LoadOwnSettingsHandler } from '#application/identity/queries/LoadOwnSettings';
import { GetUserHandler } from '#application/identity/queries/GetUser';
import { GetUsersByIdsHandler } from '#application/identity/queries/GetUsersByIds';
import * as tokens from '#application/identity/tokens';
import { Argon2PasswordHasher } from '#infrastructure/identity/crypto/Argon2PasswordHasher';
import { HmacUrlTokens } from '#infrastructure/identity/crypto/HmacUrlTokens';
import { JwtAccessTokenVerifier, publicJwks } from '#infrastructure/identity/crypto/JwtAccessTokenVerifier';
import { MemoizedAccessTokenVerifier } from '#infrastructure/identity/crypto/MemoizedAccessTokenVerifier';
import { LiveSessionAccessTokenVerifier } from '#infrastructure/identity/crypto/LiveSessionAccessTokenVerifier';
import { SqlSessions } from '#infrastructure/identity/oidc/SqlSessions';
import { type IdentityKeys, loadIdentityKeys } from '#infrastructure/identity/keys/IdentityKeys';
import {
  type AttemptLimits,
  MemoryAttemptLimiter,
  type SlowDown,
} from '#infrastructure/identity/limits/MemoryAttemptLimiter';
import { RedisAttemptLimiter } from '#infrastructure/identity/limits/RedisAttemptLimiter';
import { SqlEmailCodes } from '#infrastructure/identity/sql/SqlEmailCodes';
import { SqlLoginMethodsRepository } from '#infrastructure/identity/sql/SqlLoginMethodsRepository';
import { SqlOneTimeCodes } from '#infrastructure/identity/sql/SqlOneTimeCodes';
import { SqlProfilesRepository } from '#infrastructure/identity/sql/SqlProfilesRepository';
import { SqlUsersRepository } from '#infrastructure/identity/sql/SqlUsersRepository';
import { PostLoginActionCodec } from '#infrastructure/identity/crypto/PostLoginActionCodec';
import { SqlOidcAdapter } from '#infrastructure/identity/oidc/SqlOidcAdapter';
import { socialUpstream } from '#infrastructure/identity/social/socialUpstreams';
import { OutboxIdentityMails } from '#infrastructure/mail/OutboxIdentityMails';
import { OutboxWorker } from '#infrastructure/mail/OutboxWorker';
import { SqlOutbox } from '#infrastructure/mail/SqlOutbox';
import { SqlOutboxReader } from '#infrastructure/mail/SqlOutboxReader';
import { Database } from '#infrastructure/db/DatabaseToken';
import { PeriodicJob } from '#infrastructure/jobs/PeriodicJob';
import { SqlJobLeases } from '#infrastructure/jobs/SqlJobLeases';
import { SqlAnonymousData } from '#infrastructure/identity/sql/SqlAnonymousData';
import { AnonymousRetentionDays, ForgetAnonymousDataHandler } from '#application/identity/commands/ForgetAnonymousData';
import { AgencyApiKeys, AnonymousData } from '#application/identity/ports';
import { getMessages } from '../i18n';
import { IdentityConfig } from '../identity/IdentityConfig';
import { IdentityJobs, OidcAdapterFactory, SocialUpstreams } from '../identity/IdentityServerParts';
import { type IdentitySettings, readIdentitySettings } from '../identity/identitySettings';
import type { ModuleLog, ServerModuleOptions } from './ServerModuleOptions';

export interface IdentityModuleOptions {
  keys: IdentityKeys;
  settings: IdentitySettings;
  limits?: AttemptLimits;
  /** The account-wide slow-down (docs/security.md "Login protection"); tests shorten it. */
  slowDown?: SlowDown;
  /** REDIS_URL: attempt limits shared by every node; unset = this node's memory. */
  redisUrl?: string;
  log?: ModuleLog;
}

/**
 * Identity on the server: the embedded adapters (SQL, argon2id, JWT, rate limits, outbox), what
 * server/identity takes (the provider's storage, social upstreams, the background jobs) and the
 * use cases. Keys from DATA_DIR/identity (generated on first start) and settings from the
 * environment unless the options bring them (tests).
 */
export function identityServerModule({ settings, log, identity }: ServerModuleOptions): ContainerModule {
  const options: IdentityModuleOptions = {
    keys: identity?.keys ?? loadIdentityKeys(settings.dataDir),
    settings: identity?.settings ?? readIdentitySettings(settings),
    limits: identity?.limits,
    slowDown: identity?.slowDown,
    redisUrl: identity?.redisUrl ?? settings.redisUrl,
    log: identity?.log ?? log,
  };
  return new ContainerModule(({ bind }) => {
    bind(IdentityConfig).toConstantValue({ keys: options.keys, settings: options.settings });
    bind(IdentityClock).toConstantValue({ now: () => new Date() });
    bind(ProfilesRepository).to(SqlProfilesRepository);
    bind(UsersRepository).to(SqlUsersRepository);
    bind(LoginMethodsRepository).to(SqlLoginMethodsRepository);
    bind(OneTimeCodes).to(SqlOneTimeCodes);
    bind(EmailCodes).to(SqlEmailCodes);
    bind(Outbox).to(SqlOutbox);
    bind(IdentityMails).toDynamicValue(
      (context) => new OutboxIdentityMails(context.get(Outbox), translate, options.settings.portalName),
    );
    bind(PasswordHasher).to(Argon2PasswordHasher);
    bind(AttemptLimiter)
      .toDynamicValue(() =>
        options.redisUrl
          ? new RedisAttemptLimiter({
              url: options.redisUrl,
              limits: options.limits,
              slowDown: options.slowDown,
              log: options.log,
            })
          : new MemoryAttemptLimiter(options.limits, options.slowDown),
      )
      .inSingletonScope();
    bind(PostLoginActions).toConstantValue(new PostLoginActionCodec(options.keys.hmacKey));
    bind(OutboxReader).to(SqlOutboxReader).inSingletonScope();
    bind(OidcAdapterFactory).toDynamicValue((context) => {
      const db = context.get(Database);
      const clock = context.get(IdentityClock);
      return (name: string) => new SqlOidcAdapter(db, name, clock);
    });
    bind(SocialUpstreams).toConstantValue(socialUpstream);
    bind(IdentityJobs)
      .toDynamicValue((context) => {
        const worker = new OutboxWorker(context.get(Database), {
          smtpUrl: options.settings.smtpUrl,
          from: options.settings.mailFrom,
          recipientHourlyCap: options.settings.mailRecipientHourlyCap,
          intervalMs: 3000,
          log: options.log,
        });
        const limiter = context.get(AttemptLimiter);
        // What belongs to nobody goes after ANONYMOUS_RETENTION_DAYS (docs/pages.md §10), on one node at a time.
        const forget = context.get(ForgetAnonymousDataHandler);
        const retention =
          settings.anonymousRetentionIntervalS > 0
            ? new PeriodicJob(context.get(SqlJobLeases), {
                job: 'identity.anonymousRetention',
                intervalMs: settings.anonymousRetentionIntervalS * 1000,
                firstRunMs: 60_000,
                run: async () => {
                  const gone = await forget.execute();
                  if (gone.profiles > 0 || gone.searches > 0)
                    options.log?.info(gone, 'anonymous data past retention deleted');
                },
                log: options.log,
              })
            : undefined;
        return {
          start: () => {
            worker.start();
            retention?.start();
          },
          stop: async () => {
            await retention?.stop();
            await worker.stop();
            // The attempt limits' Redis connection, when there is one, ends with the server.
            if (limiter instanceof RedisAttemptLimiter) await limiter.close();
          },
        };
      })
      .inSingletonScope();
    bind(UrlTokens).toConstantValue(new HmacUrlTokens(options.keys.hmacKey));
    bind(Sessions)
      .toDynamicValue((context) => new SqlSessions(context.get(Database)))
      .inSingletonScope();
    bind(AccessTokenVerifier)
      .toDynamicValue(
        (context) =>
          new LiveSessionAccessTokenVerifier(
            new MemoizedAccessTokenVerifier(
              new JwtAccessTokenVerifier(
                publicJwks(options.keys.jwks),
                options.settings.issuer,
                options.settings.audience,
              ),
              { maxEntries: options.settings.tokenMemoEntries },
            ),
            context.get(Sessions),
          ),
      )
      .inSingletonScope();

    bind(AnonymousData).toDynamicValue((context) => new SqlAnonymousData(context.get(Database)));
    bind(AnonymousRetentionDays).toConstantValue(settings.anonymousRetentionDays);
    bind(ForgetAnonymousDataHandler).toSelf().inSingletonScope();
    bind(tokens.CreateProfile).to(CreateProfileHandler).inSingletonScope();
    bind(tokens.GetProfile).to(GetProfileHandler).inSingletonScope();
    bind(tokens.UpdateProfile).to(UpdateProfileHandler).inSingletonScope();
    bind(tokens.SaveConsent).to(SaveConsentHandler).inSingletonScope();
    bind(tokens.SaveCookiesConsent).to(SaveCookiesConsentHandler).inSingletonScope();
    bind(tokens.GetUser).to(GetUserHandler).inSingletonScope();
    bind(tokens.GetUsersByIds).to(GetUsersByIdsHandler).inSingletonScope();
    bind(tokens.UpdateUser).to(UpdateUserHandler).inSingletonScope();
    bind(tokens.GetLoginMethods).to(GetLoginMethodsHandler).inSingletonScope();
    bind(tokens.LoadOwnSettings).to(LoadOwnSettingsHandler).inSingletonScope();
    bind(tokens.ChangePassword).to(ChangePasswordHandler).inSingletonScope();
    bind(tokens.EndSession).to(EndSessionHandler).inSingletonScope();
    bind(tokens.GetAccount).to(GetAccountHandler).inSingletonScope();
    bind(tokens.GetAccountsByIds).to(GetAccountsByIdsHandler).inSingletonScope();
    bind(tokens.GetAccountAscendants).to(GetAccountAscendantsHandler).inSingletonScope();
    bind(tokens.GetAscendantsOfAccounts).to(GetAscendantsOfAccountsHandler).inSingletonScope();
    bind(tokens.IssueClientSwitchCode).to(IssueClientSwitchCodeHandler).inSingletonScope();
    bind(tokens.LogInWithPassword).to(LogInWithPasswordHandler).inSingletonScope();
    bind(tokens.SendEmailCode).to(SendEmailCodeHandler).inSingletonScope();
    bind(tokens.LogInWithEmailCode).to(LogInWithEmailCodeHandler).inSingletonScope();
    bind(tokens.StartRegistration).to(StartRegistrationHandler).inSingletonScope();
    bind(tokens.ConfirmRegistration).to(ConfirmRegistrationHandler).inSingletonScope();
    bind(tokens.SignInWithSocial).to(SignInWithSocialHandler).inSingletonScope();
    bind(tokens.CompleteLogin).to(CompleteLoginHandler).inSingletonScope();
    bind(tokens.GetTokenClaims).to(GetTokenClaimsHandler).inSingletonScope();
    bind(tokens.IdentifyByUrlToken).to(IdentifyByUrlTokenHandler).inSingletonScope();
    bind(AgencyApiKeys).to(SqlAgencyApiKeys).inSingletonScope();
    bind(tokens.IssueAgencyApiKey).to(IssueAgencyApiKeyHandler).inSingletonScope();
    bind(tokens.AuthenticateAgency).to(AuthenticateAgencyHandler).inSingletonScope();
  });
}

/** Mail text from the catalogues (config/i18n/identity), formatted with ICU. */
function translate(culture: string, key: string, values: Record<string, string | number> = {}): string {
  const messages = getMessages(culture);
  const message = messages[key] ?? key;
  return String(new IntlMessageFormat(message, culture).format(values));
}
