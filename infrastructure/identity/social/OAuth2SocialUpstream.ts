import * as oidc from 'openid-client';
import type { LoginNetwork } from '#domain/identity/LoginMethod';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { checkedCallback, describeFailure } from './oauthCallback';
import { SocialFailures, type SocialChecks, type SocialIdentity, type SocialUpstream } from './SocialUpstream';
import { identityFromUserinfo, type UserinfoFields } from './userinfoFields';

/** A plain OAuth 2.0 provider (Facebook, LinkedIn, Twitter style): no discovery, no ID token. */
export interface OAuth2ProviderSettings {
  protocol: 'oauth2';
  network: LoginNetwork;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** A GET with the access token as bearer answers the person as JSON. */
  userinfoEndpoint: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  fields: UserinfoFields;
  /** The provider releases verified addresses only (Facebook): its e-mails count as verified without a flag. */
  emailsVerified: boolean;
  /** Send a PKCE challenge (S256); off for providers that reject the extra parameters. */
  pkce: boolean;
  /** How the client authenticates at the token endpoint; most plain OAuth 2.0 providers take the secret in the form. */
  tokenAuth: 'client_secret_post' | 'client_secret_basic';
}

/**
 * Authorization code flow with state (and PKCE where the provider takes it) against configured
 * endpoints, then the userinfo JSON mapped field by field. openid-client does the protocol work
 * (request building, client authentication, token response checks) from hand-made metadata.
 */
export class OAuth2SocialUpstream implements SocialUpstream {
  private readonly configuration: oidc.Configuration;

  constructor(private readonly settings: OAuth2ProviderSettings) {
    const endpoints = [settings.authorizationEndpoint, settings.tokenEndpoint, settings.userinfoEndpoint].map(
      (endpoint) => new URL(endpoint),
    );
    const metadata: oidc.ServerMetadata = {
      // No issuer is published: the authorization endpoint's origin stands in (only checked against an `iss` the provider might send back).
      issuer: endpoints[0].origin,
      authorization_endpoint: settings.authorizationEndpoint,
      token_endpoint: settings.tokenEndpoint,
      userinfo_endpoint: settings.userinfoEndpoint,
    };
    const auth =
      settings.tokenAuth === 'client_secret_basic'
        ? oidc.ClientSecretBasic(settings.clientSecret)
        : oidc.ClientSecretPost(settings.clientSecret);
    this.configuration = new oidc.Configuration(metadata, settings.clientId, undefined, auth);
    if (endpoints.some((endpoint) => endpoint.protocol === 'http:')) oidc.allowInsecureRequests(this.configuration);
  }

  get network(): LoginNetwork {
    return this.settings.network;
  }

  async start(redirectUri: string): Promise<Result<{ url: URL; checks: SocialChecks }, DomainError>> {
    const checks: SocialChecks = {
      state: oidc.randomState(),
      ...(this.settings.pkce ? { verifier: oidc.randomPKCECodeVerifier() } : {}),
    };
    const parameters: Record<string, string> = {
      redirect_uri: redirectUri,
      scope: this.settings.scope,
      state: checks.state,
    };
    if (checks.verifier)
      Object.assign(parameters, {
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
      });
    return ok({ url: oidc.buildAuthorizationUrl(this.configuration, parameters), checks });
  }

  async finish(callbackUrl: URL, checks: SocialChecks): Promise<Result<SocialIdentity, DomainError>> {
    const answered = checkedCallback(callbackUrl, checks);
    if (!answered.ok) return answered;
    let accessToken: string;
    try {
      const tokens = await oidc.authorizationCodeGrant(this.configuration, callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        idTokenExpected: false,
      });
      accessToken = tokens.access_token;
    } catch (error) {
      return err(SocialFailures.tokenFailed(describeFailure(error)));
    }
    let userinfo: unknown;
    try {
      const response = await oidc.fetchProtectedResource(
        this.configuration,
        accessToken,
        new URL(this.settings.userinfoEndpoint),
        'GET',
        undefined,
        new Headers({ accept: 'application/json' }),
      );
      if (!response.ok) return err(SocialFailures.userinfoFailed(`status ${response.status}`));
      userinfo = await response.json();
    } catch (error) {
      return err(SocialFailures.userinfoFailed(describeFailure(error)));
    }
    const identity = identityFromUserinfo(userinfo, this.settings.fields, this.settings.emailsVerified);
    return identity ? ok(identity) : err(SocialFailures.subjectMissing());
  }
}
