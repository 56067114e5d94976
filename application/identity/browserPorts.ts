import type { ServiceIdentifier } from 'inversify';
import type { CookiesConsent, ProfileDetails, RegionalSettings } from '#domain/identity/Profile';
import type { PostLoginAction } from '#domain/identity/PostLoginAction';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { LoginAnswer, LoginStep } from './calls';

// The services the browser's own identity use cases run over (config/di/identityModule binds their http adapters).
/**
 * The accounts service as the browser calls it for the signed-in visitor's own profile and user
 * (document 000 §7: PATCH /profiles/{id}, PUT /profiles/{id}/cookiesConsent, PUT /users/{id}/password,
 * GET /api/users/clientswitchCode, GET /api/v1/token). The token cookie says who is calling.
 */
export interface AccountsService {
  updateProfile(
    profileId: number,
    patch: { details?: ProfileDetails; regionalSettings?: RegionalSettings },
  ): Promise<Result<void, DomainError>>;
  saveCookiesConsent(profileId: number, consent: CookiesConsent): Promise<Result<void, DomainError>>;
  /** `currentPassword` is left out when the user has no password yet. */
  changePassword(
    userId: number,
    passwords: { currentPassword?: string; newPassword: string },
  ): Promise<Result<void, DomainError>>;
  /** A switch code for the dashboard client; the signal cancels the request (REQUEST_CANCELLED). */
  issueClientSwitchCode(targetClientId: string, signal: AbortSignal): Promise<Result<{ code?: string }, DomainError>>;
  /** Checks the signed token of a mailed link (UserIdentifiedByUrlToken when it holds). */
  verifyUrlToken(hash: string): Promise<Result<void, DomainError>>;
}
export const AccountsService: ServiceIdentifier<AccountsService> = Symbol.for('identity.AccountsService');

/**
 * The portal's session as the browser keeps it (document 000 §4): the login steps, the token
 * refresh, the logout and the replay of an action started before login.
 */
export interface SessionService {
  logIn(step: LoginStep, body: object): Promise<Result<LoginAnswer, DomainError>>;
  /** When the new access token expires (seconds since the epoch), null without a session. */
  refresh(): Promise<Result<{ expiresAt: number | null }, DomainError>>;
  logOut(): Promise<Result<{ redirectTo: string }, DomainError>>;
  /**
   * The browser's guest profile, born now if it has none (POST /auth/guest): for a write that
   * names the profile (cookie choices, regional settings; docs/pages.md "When a profile is born").
   */
  guest(): Promise<Result<{ profileId: number | null; expiresAt: number | null }, DomainError>>;
  replayAction(action: string): Promise<Result<{ action: PostLoginAction }, DomainError>>;
  /** Encodes an action started before login, for this browser's profile (POST /auth/action). */
  encodeAction(action: PostLoginAction): Promise<Result<{ action: string }, DomainError>>;
}
export const SessionService: ServiceIdentifier<SessionService> = Symbol.for('identity.SessionService');
