import type { Container } from 'inversify';
import Provider, { errors, type Configuration, type ResourceServer } from 'oidc-provider';
import { ProfilesRepository } from '#application/identity/ports';
import { subjectOf } from '#application/identity/queries/GetTokenClaims';
import { GetTokenClaims } from '#application/identity/tokens';
import type { IdentityConfig } from '#config/identity/IdentityConfig';
import { OidcAdapterFactory } from '#config/identity/IdentityServerParts';
import { API_SCOPE, PORTAL_CLIENT_ID, PROFILE_GRANT } from './identityConstants';
import { renderIdentityError } from './renderIdentityError';
import { isDatabaseId } from '#domain/shared/databaseId';

export interface IdentityProviderOptions {
  root: Container;
  config: IdentityConfig;
  /** Every origin the portal answers on: its /auth/callback is a registered redirect URI. */
  origins: string[];
}

/**
 * The OpenID Connect provider (oidc-provider 9): authorization code with PKCE for the portal,
 * refresh tokens (rotated; a replayed one revokes its grant), revocation, JWT access tokens of
 * 300 s carrying user_id, auth_state, profile_ids and identified_user_profile_ids, and a
 * grant for guests who prove their profile. Storage is the database; keys come from DATA_DIR.
 */
export function createIdentityProvider({ root, config, origins }: IdentityProviderOptions): Provider {
  const { keys, settings } = config;
  const adapter = root.get(OidcAdapterFactory);
  const resourceServer = {
    scope: API_SCOPE,
    audience: settings.audience,
    accessTokenTTL: settings.accessTokenTtlSeconds,
    accessTokenFormat: 'jwt' as const,
    jwt: { sign: { alg: 'RS256' as const } },
  };
  const configuration: Configuration = {
    adapter,
    clients: [
      {
        client_id: PORTAL_CLIENT_ID,
        client_secret: keys.portalClientSecret,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code', 'refresh_token', PROFILE_GRANT],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}/auth/callback`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
      },
    ],
    jwks: keys.jwks,
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    pkce: { required: () => true },
    // The portal signs in by the code flow alone (PKCE, above): discovery advertises nothing else,
    // no implicit grant and no id_token in the front channel (the defaults add both).
    responseTypes: ['code'],
    routes: {
      authorization: '/connect/authorize',
      token: '/connect/token',
      revocation: '/connect/revocation',
      jwks: '/connect/jwks',
      end_session: '/connect/endsession',
      userinfo: '/connect/userinfo',
      introspection: '/connect/introspect',
      code_verification: '/connect/device',
      device_authorization: '/connect/device/auth',
      pushed_authorization_request: '/connect/par',
      registration: '/connect/register',
      backchannel_authentication: '/connect/backchannel',
      challenge: '/connect/challenge',
    },
    scopes: ['openid', 'offline_access', API_SCOPE],
    claims: { openid: ['sub'] },
    features: {
      devInteractions: { enabled: false },
      // A client revokes only its own tokens.
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => settings.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== settings.audience) throw new errors.InvalidTarget();
          return resourceServer;
        },
      },
    },
    ttl: {
      AccessToken: settings.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      RefreshToken: settings.refreshTokenTtlSeconds,
      // A guest grant only backs one short-lived token; a user's lives as long as its refresh token.
      Grant: (_ctx, grant) =>
        grant.accountId?.startsWith('profile:') ? settings.accessTokenTtlSeconds : settings.refreshTokenTtlSeconds,
    },
    // Refresh tokens for every portal login (the portal is a confidential first-party client);
    // rotated on each use, so a stolen one is good once and its replay revokes the whole grant.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: () => true,
    // First-party: the portal's requests need no consent screen; the grant is made here.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      if (ctx.oidc.client?.clientId !== PORTAL_CLIENT_ID || !ctx.oidc.session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: PORTAL_CLIENT_ID, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope(`openid offline_access ${API_SCOPE}`);
      grant.addResourceScope(settings.audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => (subjectOf(sub) ? { accountId: sub, claims: async () => ({ sub }) } : undefined),
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const subject = subjectOf(token.accountId);
      const claims = subject ? await root.get(GetTokenClaims).execute(subject) : undefined;
      // A subject that no longer holds (archived user, profile moved to another user) gets no token.
      if (!claims) throw new errors.InvalidGrant('the account behind this grant is no longer valid');
      // A user's tokens name their grant: the session that logout or a password change ends
      // (docs/security.md "Ending sessions"). A guest's grant lives as long as its one token.
      return { ...claims, ...(claims.user_id && token.grantId ? { sid: token.grantId } : {}) };
    },
    interactions: {
      // The portal renders the login and register pages (presentation/pages/login), in the visitor's language.
      url: (_ctx, interaction) => {
        const locales = interaction.params.ui_locales;
        const locale = (typeof locales === 'string' ? locales : '').split(' ')[0];
        return /^[a-z]{2}$/.test(locale) ? `/login?c=${locale}` : '/login';
      },
    },
    clientBasedCORS: () => false,
    renderError: renderIdentityError,
  };
  const provider = new Provider(settings.issuer, configuration);
  // Koa's own proxy setting does not reach a separately created Koa app: trust X-Forwarded-* like the portal does.
  provider.proxy = true;
  registerProfileGrant(provider, root, resourceServer, settings.audience);
  return provider;
}

/**
 * The guest grant: profile_id + profile_secret (from the profile cookie) → an access token whose
 * claims say GuestUnknown, GuestIdentified… for that profile only. No refresh token: the profile
 * secret itself is the long-lived credential, and it is rotated at every login.
 */
function registerProfileGrant(
  provider: Provider,
  root: Container,
  resourceServer: ResourceServer,
  audience: string,
): void {
  provider.registerGrantType<{ profile_id?: string; profile_secret?: string }>(
    PROFILE_GRANT,
    async (ctx) => {
      const { profile_id: rawId, profile_secret: secret } = ctx.oidc.params;
      const id = Number(rawId);
      const profile =
        isDatabaseId(id) && typeof secret === 'string' && secret.length <= 200
          ? await root.get(ProfilesRepository).findBySecret(id, secret)
          : undefined;
      if (!profile) throw new errors.InvalidGrant('profile not found');
      const { client } = ctx.oidc;
      const accountId = `profile:${profile.id}`;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId: client.clientId });
      grant.addResourceScope(audience, API_SCOPE);
      const grantId = await grant.save();
      const token = new ctx.oidc.provider.AccessToken({ accountId, client, grantId, gty: 'profile', scope: API_SCOPE });
      token.resourceServer = new ctx.oidc.provider.ResourceServer(audience, resourceServer);
      ctx.oidc.entity('AccessToken', token);
      const value = await token.save();
      ctx.body = { access_token: value, expires_in: token.expiration, token_type: 'Bearer', scope: API_SCOPE };
    },
    ['profile_id', 'profile_secret'],
  );
}
