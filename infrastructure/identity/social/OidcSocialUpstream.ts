import * as oidc from 'openid-client';
import type { LoginNetwork } from '#domain/identity/LoginMethod';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { checkedCallback, describeFailure } from './oauthCallback';
import { SocialFailures, type SocialChecks, type SocialIdentity, type SocialUpstream } from './SocialUpstream';

/** An OpenID Connect provider (Google, LinkedIn's OIDC, a company's own): found by discovery. */
export interface OidcProviderSettings {
  protocol: 'oidc';
  network: LoginNetwork;
  /** The issuer (discovery at issuer/.well-known/openid-configuration). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

/**
 * Code flow with PKCE, state and nonce (openid-client); the person comes from the ID token's claims.
 * Discovery runs on the first click and is kept; a failed one is retried on the next click.
 */
export class OidcSocialUpstream implements SocialUpstream {
  private configuration?: Promise<oidc.Configuration>;

  constructor(private readonly settings: OidcProviderSettings) {}

  get network(): LoginNetwork {
    return this.settings.network;
  }

  private discover(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const { issuer, clientId, clientSecret } = this.settings;
      const url = new URL(issuer);
      this.configuration = oidc.discovery(
        url,
        clientId,
        clientSecret,
        undefined,
        url.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      this.configuration.catch(() => (this.configuration = undefined));
    }
    return this.configuration;
  }

  async start(redirectUri: string): Promise<Result<{ url: URL; checks: SocialChecks }, DomainError>> {
    let configuration: oidc.Configuration;
    try {
      configuration = await this.discover();
    } catch (error) {
      return err(SocialFailures.unreachable(describeFailure(error)));
    }
    const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: this.settings.scope,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
      code_challenge_method: 'S256',
    });
    return ok({ url, checks });
  }

  async finish(callbackUrl: URL, checks: SocialChecks): Promise<Result<SocialIdentity, DomainError>> {
    const answered = checkedCallback(callbackUrl, checks);
    if (!answered.ok) return answered;
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(await this.discover(), callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      return err(SocialFailures.tokenFailed(describeFailure(error)));
    }
    if (!claims?.sub) return err(SocialFailures.subjectMissing());
    return ok({
      subject: claims.sub,
      ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
      emailVerified: claims.email_verified === true,
      ...(typeof claims.name === 'string' ? { name: claims.name } : {}),
    });
  }
}
