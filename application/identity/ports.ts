import type { ServiceIdentifier } from 'inversify';
import type { AccountRoleGrant } from '#domain/identity/AccountRoles';
import type { AuthenticationState } from '#domain/identity/AuthenticationState';
import type { LoginMethod, LoginNetwork } from '#domain/identity/LoginMethod';
import type {
  Consent,
  CookiesConsent,
  Profile,
  ProfileDetails,
  ProfileType,
  RegionalSettings,
} from '#domain/identity/Profile';
import type { PostLoginAction } from '#domain/identity/PostLoginAction';
import type { AuthSession } from '#domain/identity/TokenClaims';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { Clock } from '#domain/shared/Clock';

// Presentation reads the calls' shapes and the login page's state from ./calls and ./pageTokens, never from the ports.
export * from './calls';
export * from './pageTokens';
// The browser's services and social login's upstreams, in files of their own.
export * from './browserPorts';
export * from './socialPorts';

/** A profile with what only the back end knows about it. */
export interface StoredProfile extends Profile {
  isFirstOfUser: boolean;
  identifiedUserId: number | null;
}

export interface ProfilePatch {
  details?: ProfileDetails;
  regionalSettings?: RegionalSettings;
  consent?: Consent;
  cookiesConsent?: CookiesConsent;
  authenticationState?: AuthenticationState;
  identifiedUserId?: number | null;
  gclid?: string;
}

/** Profiles (document 000 §3). The secret is what the browser's profile cookie proves ownership with. */
export interface ProfilesRepository {
  create(input: {
    regionalSettings: RegionalSettings;
    profileType: ProfileType;
    gclid?: string;
  }): Promise<{ profile: StoredProfile; secret: string }>;
  findById(id: number): Promise<StoredProfile | undefined>;
  /** The profile whose secret this is; undefined for an unknown id or a wrong secret (compared in constant time). */
  findBySecret(id: number, secret: string): Promise<StoredProfile | undefined>;
  update(id: number, patch: ProfilePatch): Promise<StoredProfile | undefined>;
  /** Attaches the profile to a user (first = the profile the user registered with) and authenticates it. */
  linkToUser(id: number, userId: number, first: boolean): Promise<void>;
  /** A new secret, so any copy of the old profile cookie stops working (session fixation). */
  rotateSecret(id: number): Promise<string>;
  idsOfUser(userId: number): Promise<number[]>;
}
export const ProfilesRepository: ServiceIdentifier<ProfilesRepository> = Symbol.for('identity.ProfilesRepository');

/** What belongs to nobody (domain/identity/AnonymousRetention): stored and deleted, nothing decided. */
export interface AnonymousData {
  /**
   * Deletes the guest profiles with nothing attached (domain/identity/AnonymousRetention) not
   * touched since `before`, with their recent searches, and the unsaved searches no profile owns
   * not run since then. Answers how many of each went.
   */
  forgetUntouchedSince(before: Date): Promise<{ profiles: number; searches: number }>;
}
export const AnonymousData: ServiceIdentifier<AnonymousData> = Symbol.for('identity.AnonymousData');

/** A user as identity sees it (document 000 §3 "User or agent"). */
export interface IdentityUser {
  id: number;
  slug: string;
  isArchived: boolean;
  fullName: string;
  email: string;
  avatar: string | null;
  accountsRoles: AccountRoleGrant[];
  regionalSettings: RegionalSettings;
  /** Has a sign-in identity (registered on the portal), as opposed to an agent known only from listings. */
  canSignIn: boolean;
}

export interface UsersRepository {
  findById(id: number): Promise<IdentityUser | undefined>;
  findBySlug(slug: string): Promise<IdentityUser | undefined>;
  findByIds(ids: number[]): Promise<IdentityUser[]>;
  /** The user who signs in with this e-mail (case-insensitive). */
  findBySignInEmail(email: string): Promise<IdentityUser | undefined>;
  /** A new portal user with a sign-in identity; CONFLICT when the e-mail is taken. */
  register(input: {
    fullName: string;
    email: string;
    regionalSettings: RegionalSettings;
  }): Promise<Result<IdentityUser, DomainError>>;
  update(
    id: number,
    patch: { fullName?: string; regionalSettings?: RegionalSettings },
  ): Promise<IdentityUser | undefined>;
  rolesOf(userId: number): Promise<AccountRoleGrant[]>;
}
export const UsersRepository: ServiceIdentifier<UsersRepository> = Symbol.for('identity.UsersRepository');

export interface LoginMethodsRepository {
  list(userId: number): Promise<LoginMethod[]>;
  passwordHashOf(userId: number): Promise<string | undefined>;
  /** Sets (or replaces) the Password method. */
  setPassword(userId: number, passwordHash: string): Promise<void>;
  /** Records that the user signed in with an e-mail code (the EmailCode method). */
  recordEmailCode(userId: number): Promise<void>;
  findUserBySocial(network: LoginNetwork, subject: string): Promise<number | undefined>;
  addSocial(userId: number, network: LoginNetwork, subject: string): Promise<void>;
  touch(userId: number, type: LoginMethod['type']): Promise<void>;
}
export const LoginMethodsRepository: ServiceIdentifier<LoginMethodsRepository> = Symbol.for(
  'identity.LoginMethodsRepository',
);

/**
 * The agency accounts' API keys (domain/identity/AgencyApiKey), kept hashed: `issue` makes a key,
 * keeps its hash in place of the account's previous one and answers the key (the only time it is
 * seen); `agencyOf` finds the account a key was issued for, if it is not archived.
 */
export interface AgencyApiKeys {
  issue(accountId: number, issuedBy: number, at: Date): Promise<string>;
  agencyOf(key: string, at: Date): Promise<number | undefined>;
}
export const AgencyApiKeys: ServiceIdentifier<AgencyApiKeys> = Symbol.for('identity.AgencyApiKeys');

/** argon2id. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}
export const PasswordHasher: ServiceIdentifier<PasswordHasher> = Symbol.for('identity.PasswordHasher');

/**
 * Checks a bearer access token (signature, issuer, audience, expiry) and reads its claims.
 * `justIssued`: the token was issued a moment ago for this request and has not been presented
 * yet (a first visit's guest token); a verifier that remembers tokens need not keep it, since a
 * visitor who never returns (a client without cookies) never presents it again.
 */
export interface AccessTokenVerifier {
  verify(
    token: string,
    options?: { justIssued?: boolean },
  ): Promise<Result<AuthSession & { expiresAt: number }, DomainError>>;
}
export const AccessTokenVerifier: ServiceIdentifier<AccessTokenVerifier> = Symbol.for('identity.AccessTokenVerifier');

export const ASCENDANTS_TYPES = ['Breadcrumbs', 'All'] as const;
export type AscendantsType = (typeof ASCENDANTS_TYPES)[number];

/**
 * Single-use, expiring codes (dashboard switch codes, post-login action nonces); only hashes are
 * stored. The caller says when a code expires and what time it is: the store keeps and reads rows.
 */
export interface OneTimeCodes {
  issue(purpose: string, input: { userId?: number; audience?: string; expiresAt: Date }): Promise<string>;
  /**
   * Marks the code used if it is unused and still alive at `now` (one conditional write, so two
   * racing redemptions cannot both win); the user and audience it was issued for, or undefined
   * when unknown, expired or used. The redeemer compares the audience.
   */
  consume(
    purpose: string,
    code: string,
    now: Date,
  ): Promise<{ userId: number | null; audience: string | null } | undefined>;
  /** Records an externally generated nonce as used; false when it already was. */
  claim(purpose: string, nonce: string, ttlSeconds: number): Promise<boolean>;
}
export const OneTimeCodes: ServiceIdentifier<OneTimeCodes> = Symbol.for('identity.OneTimeCodes');

export interface OutgoingMail {
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html?: string;
  /** Asked for by the address's holder: outside the per-recipient cap (docs/security.md "Mail to unconfirmed addresses"). */
  capExempt?: boolean;
}

/** The e-mail outbox: mail is stored, then sent by a worker (nodemailer) with retries. */
export interface Outbox {
  enqueue(mail: OutgoingMail): Promise<void>;
}
export const Outbox: ServiceIdentifier<Outbox> = Symbol.for('identity.Outbox');

/**
 * Mailed one-time codes: EmailCode logins, and the confirmation of a registration (whose pending
 * details travel as the payload until the code comes back).
 */
export type EmailCodePurpose = 'login' | 'register';
/** The latest live-or-not code of an address, as stored; whether it holds is domain/identity/CodeLifetime's. */
export interface StoredEmailCode {
  id: number;
  expiresAt: Date;
  /** Wrong tries counted against it so far. */
  attempts: number;
  /** Whether the code tried is this one (compared with its stored hash, in constant time). */
  matches: boolean;
}
export interface EmailCodes {
  /** A fresh code for the e-mail and purpose, alive until `expiresAt`; earlier ones stop working. */
  issue(purpose: EmailCodePurpose, email: string, expiresAt: Date, payload?: Record<string, unknown>): Promise<string>;
  /** The newest unused code of the e-mail and purpose (whatever its age), compared with `code`. */
  latest(purpose: EmailCodePurpose, email: string, code: string): Promise<StoredEmailCode | undefined>;
  /** One more wrong try against the code. */
  countWrongTry(id: number): Promise<void>;
  /** Uses the code up (once: a racing second use gets undefined); its payload. */
  consume(id: number): Promise<{ payload: Record<string, unknown> | null } | undefined>;
}
export const EmailCodes: ServiceIdentifier<EmailCodes> = Symbol.for('identity.EmailCodes');

/**
 * Identity's clock: code expiries, the provider's stored artifacts and the retention job read the
 * time from here, never from the adapters.
 */
export const IdentityClock: ServiceIdentifier<Clock> = Symbol.for('identity.Clock');

/**
 * Users' sign-in sessions (the provider's grants, in the shared database): whether one still holds,
 * and ending them (docs/security.md "Ending sessions").
 */
export interface Sessions {
  /** Whether the session still holds; a node may answer from a check at most SESSION_CHECK_SECONDS old. */
  isLive(sessionId: string): Promise<boolean>;
  /** Ends one session: its refresh token and access tokens are refused from now on. */
  end(sessionId: string): Promise<void>;
  /** Ends every session of the user but `except` (the one that asked, after a password change). */
  endAllOf(userId: number, except?: string): Promise<void>;
}
export const Sessions: ServiceIdentifier<Sessions> = Symbol.for('identity.Sessions');

/** Brute-force protection: consume one attempt for a key; TOO_MANY_REQUESTS when over the limit. */
export interface AttemptLimiter {
  consume(
    bucket: 'password' | 'emailCode' | 'emailCodeSend' | 'register',
    key: string,
  ): Promise<Result<void, DomainError>>;
  reset(bucket: 'password' | 'emailCode' | 'emailCodeSend' | 'register', key: string): Promise<void>;
  /**
   * Counts an attempt on a key that must never refuse (an account, which a stranger could
   * otherwise lock), and returns once the attempt has waited its slow-down.
   */
  throttle(bucket: 'password' | 'emailCode' | 'emailCodeSend' | 'register', key: string): Promise<void>;
}
export const AttemptLimiter: ServiceIdentifier<AttemptLimiter> = Symbol.for('identity.AttemptLimiter');

/** Signed links from our e-mails (GET /api/v1/token?hash=…): who they identify. */
export interface UrlTokens {
  sign(input: { userId: number; profileId: number }, ttlSeconds: number): string;
  verify(hash: string): { userId: number; profileId: number } | undefined;
}
export const UrlTokens: ServiceIdentifier<UrlTokens> = Symbol.for('identity.UrlTokens');

/** The identity e-mails, written in the visitor's language and put in the outbox. */
export interface IdentityMails {
  /** `askedByHolder`: from a browser that signed in to the account before (outside the per-recipient cap). */
  loginCode(to: string, code: string, culture: string, askedByHolder?: boolean): Promise<void>;
  /** Confirms a new registration. */
  registrationCode(to: string, code: string, culture: string): Promise<void>;
  /** Someone registered with an e-mail that already has an account: the owner gets a login code instead. */
  accountExists(to: string, code: string, culture: string): Promise<void>;
  /** A login code was asked for an e-mail without an account. */
  noAccount(to: string, culture: string): Promise<void>;
}
export const IdentityMails: ServiceIdentifier<IdentityMails> = Symbol.for('identity.IdentityMails');

export interface EncodedActionPayload {
  action: PostLoginAction;
  /** Single-use: claimed when replayed. */
  nonce: string;
  /** Epoch seconds. */
  expiresAt: number;
  /** The profile that asked: another browser's profile cannot replay it. */
  profileId: number;
}

/** The post-login action (document 000 §4) as it travels through the browser: signed, checked on return. */
export interface PostLoginActions {
  encode(action: PostLoginAction, profileId: number): string;
  /** Undefined when forged, expired, malformed or asked for by another profile. */
  decode(encoded: string, profileIds: readonly number[]): EncodedActionPayload | undefined;
}
export const PostLoginActions: ServiceIdentifier<PostLoginActions> = Symbol.for('identity.PostLoginActions');

/** A mail as the outbox keeps it. */
export interface StoredMail extends OutgoingMail {
  id: number;
  createdAt: Date;
  sentAt: Date | null;
}

/** Reads the outbox: the local mail viewer shows it so e-mail codes work without SMTP. */
export interface OutboxReader {
  /** The latest mail first, optionally to one recipient (compared case-insensitively). */
  latest(options: { recipient?: string; limit: number }): Promise<StoredMail[]>;
}
export const OutboxReader: ServiceIdentifier<OutboxReader> = Symbol.for('identity.OutboxReader');
