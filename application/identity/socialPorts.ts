import type { LoginNetwork } from '#domain/identity/LoginMethod';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';

// Social login's upstream providers (adapters in infrastructure/identity/social), as SignInWithSocial sees them.
/** What the browser keeps (signed, in a cookie) between leaving for a social provider and coming back. */
export interface SocialChecks {
  state: string;
  nonce?: string;
  /** PKCE code verifier, when the provider takes PKCE. */
  verifier?: string;
}

/** Who the upstream provider signed in, in the words SignInWithSocial takes. */
export interface SocialIdentity {
  /** The provider's stable id of the person (OIDC `sub`, Facebook `id`, …). */
  subject: string;
  email?: string;
  /** True only when the provider vouches for the address: only such an e-mail may join an existing account. */
  emailVerified: boolean;
  name?: string;
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
