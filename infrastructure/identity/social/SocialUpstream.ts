import type { LoginNetwork } from '#domain/identity/LoginMethod';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';

/** Who the upstream provider signed in, in the words SignInWithSocial takes. */
export interface SocialIdentity {
  /** The provider's stable id of the person (OIDC `sub`, Facebook `id`, …). */
  subject: string;
  email?: string;
  /** True only when the provider vouches for the address: only such an e-mail may join an existing account. */
  emailVerified: boolean;
  name?: string;
}

/** What the browser keeps (signed, in a cookie) between leaving for the provider and coming back. */
export interface SocialChecks {
  state: string;
  nonce?: string;
  /** PKCE code verifier, when the provider takes PKCE. */
  verifier?: string;
}

/**
 * One upstream provider of Social login, whatever its protocol: where to send the visitor, and
 * who came back. Every expected upstream failure is a value (logged by the edge by its code, shown
 * as 'Identity.Social.Failed'); none of them may become a 500.
 */
export interface SocialUpstream {
  readonly network: LoginNetwork;
  start(redirectUri: string): Promise<Result<{ url: URL; checks: SocialChecks }, DomainError>>;
  /** `callbackUrl` is the redirect URI with the provider's answer (code, state or error) in its query. */
  finish(callbackUrl: URL, checks: SocialChecks): Promise<Result<SocialIdentity, DomainError>>;
}

/** The upstream failures: a code and a detail for the log, and the one text the visitor sees. */
export const SocialFailures = {
  unreachable: (detail: string) =>
    domainError('EXTERNAL_ERROR', 'SOCIAL_PROVIDER_UNREACHABLE', 'Identity.Social.Failed', { values: { detail } }),
  /** The visitor said no, or the provider refused the request (`error` in the callback). */
  denied: (error: string) =>
    domainError('EXTERNAL_ERROR', 'SOCIAL_DENIED', 'Identity.Social.Failed', { values: { error } }),
  stateMismatch: () => domainError('EXTERNAL_ERROR', 'SOCIAL_STATE_MISMATCH', 'Identity.Social.Failed'),
  tokenFailed: (detail: string) =>
    domainError('EXTERNAL_ERROR', 'SOCIAL_TOKEN_FAILED', 'Identity.Social.Failed', { values: { detail } }),
  userinfoFailed: (detail: string) =>
    domainError('EXTERNAL_ERROR', 'SOCIAL_USERINFO_FAILED', 'Identity.Social.Failed', { values: { detail } }),
  subjectMissing: () => domainError('EXTERNAL_ERROR', 'SOCIAL_SUBJECT_MISSING', 'Identity.Social.Failed'),
} as const;
