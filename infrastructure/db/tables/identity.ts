import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AuthenticationState } from '#domain/identity/AuthenticationState';
import type { LoginMethodType, LoginNetwork } from '#domain/identity/LoginMethod';
import type { Consent, CookiesConsent, ProfileDetails, ProfileType, RegionalSettings } from '#domain/identity/Profile';
import { accounts, users } from './accounts';

/**
 * Identity (document 000 §3-4): every visitor's profile, how users log in, the OpenID Connect
 * provider's storage, e-mail codes, the e-mail outbox and one-time codes.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Public code (support tools, e-mails); not a secret. */
    code: text('code').notNull(),
    /** SHA-256 of the secret the browser holds in the profile cookie; rotated at every login. */
    secretHash: text('secret_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The profile the user registered with (UserIdentifiedWithFirstProfile). */
    isFirstOfUser: boolean('is_first_of_user').notNull().default(false),
    /** The user an e-mail or a URL token pointed at, before any login. */
    identifiedUserId: integer('identified_user_id').references(() => users.id, { onDelete: 'set null' }),
    authenticationState: text('authentication_state').$type<AuthenticationState>().notNull(),
    profileType: text('profile_type').$type<ProfileType>().notNull().default('Visitor'),
    details: jsonb('details').$type<ProfileDetails>().notNull().default({}),
    regionalSettings: jsonb('regional_settings').$type<RegionalSettings>().notNull().default({}),
    consent: jsonb('consent').$type<Consent>(),
    cookiesConsent: jsonb('cookies_consent').$type<CookiesConsent>(),
    avatar: text('avatar'),
    gclid: text('gclid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profiles_code_idx').on(t.code), index('profiles_user_idx').on(t.userId)],
);

/** A portal user's sign-in identity: the e-mail they log in with (unique, case-insensitive) and their settings. */
export const userIdentities = pgTable(
  'user_identities',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailNormalized: text('email_normalized').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    regionalSettings: jsonb('regional_settings').$type<RegionalSettings>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_identities_email_idx').on(t.emailNormalized)],
);

/** Login methods (Password, Social, CRM, EmailCode) of a user. */
export const loginMethods = pgTable(
  'login_methods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<LoginMethodType>().notNull(),
    network: text('network').$type<LoginNetwork>(),
    /** The upstream provider's subject for Social logins. */
    subject: text('subject'),
    /** argon2id PHC string for Password. */
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    index('login_methods_user_idx').on(t.userId),
    uniqueIndex('login_methods_social_idx')
      .on(t.network, t.subject)
      .where(sql`${t.subject} is not null`),
  ],
);

/** oidc-provider's models (sessions, grants, codes, refresh tokens, interactions…), one row each. */
export const oidcModels = pgTable(
  'oidc_models',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_models_grant_idx').on(t.grantId),
    index('oidc_models_uid_idx').on(t.uid),
    index('oidc_models_expires_idx').on(t.expiresAt),
  ],
);

/**
 * One-time codes mailed for the EmailCode login method and to confirm a registration; only a hash
 * is stored. A registration waits here (payload: name, password hash) until its code comes back.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purpose: text('purpose').$type<'login' | 'register'>().notNull(),
    emailNormalized: text('email_normalized').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_codes_email_idx').on(t.emailNormalized, t.purpose)],
);

/** E-mails to send: written in the same transaction as the change that causes them, sent by the outbox worker. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** A Message-ID of our own (alert digests): a mail queued again after a crash keeps it. */
    messageId: text('message_id'),
    /**
     * Asked for by the address's holder (a login code from a browser that signed in to the account
     * before): not counted against, nor held back by, the per-recipient cap (docs/security.md).
     */
    capExempt: boolean('cap_exempt').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_pending_idx').on(t.sentAt, t.nextAttemptAt)],
);

/** Single-use codes: dashboard switch codes and the nonces of replayed post-login actions. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    audience: text('audience'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.codeHash] })],
);

/**
 * Each agency account's API key for the import API (domain/identity/AgencyApiKey): one per
 * account, replaced when its admin issues another. Only the key's SHA-256 is kept (the key is 256
 * random bits, so a slow hash buys nothing); the unique index is how a key finds its agency.
 */
export const agencyApiKeys = pgTable(
  'agency_api_keys',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('agency_api_keys_hash_idx').on(t.keyHash)],
);
