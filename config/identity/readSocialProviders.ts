import { LOGIN_NETWORKS } from '#domain/identity/LoginMethod';
import type { SocialProviderSettings } from '#infrastructure/identity/social/socialUpstreams';
import { DEFAULT_USERINFO_FIELDS, type UserinfoFields } from '#infrastructure/identity/social/userinfoFields';

/**
 * Social login providers from IDENTITY_SOCIAL_<NETWORK>_* (README "Social login"). CLIENT_ID and
 * CLIENT_SECRET always; then ISSUER for an OpenID Connect provider (found by discovery), or
 * AUTHORIZATION_ENDPOINT, TOKEN_ENDPOINT and USERINFO_ENDPOINT for a plain OAuth 2.0 one, with
 * FIELDS (`id=id,email=email,name=name[,emailVerified=email_verified]`), EMAIL_VERIFIED=true for a
 * provider that releases verified addresses only, PKCE=false and TOKEN_AUTH=client_secret_basic
 * where the provider needs them. A network missing any required value is left out.
 */
export function readSocialProviders(env: NodeJS.ProcessEnv): SocialProviderSettings[] {
  return LOGIN_NETWORKS.flatMap((network): SocialProviderSettings[] => {
    const value = (name: string) => env[`IDENTITY_SOCIAL_${network.toUpperCase()}_${name}`]?.trim() || undefined;
    const clientId = value('CLIENT_ID');
    const clientSecret = value('CLIENT_SECRET');
    if (!clientId || !clientSecret) return [];
    const issuer = value('ISSUER');
    if (issuer)
      return [
        { protocol: 'oidc', network, issuer, clientId, clientSecret, scope: value('SCOPE') ?? 'openid email profile' },
      ];
    const authorizationEndpoint = value('AUTHORIZATION_ENDPOINT');
    const tokenEndpoint = value('TOKEN_ENDPOINT');
    const userinfoEndpoint = value('USERINFO_ENDPOINT');
    if (!authorizationEndpoint || !tokenEndpoint || !userinfoEndpoint) return [];
    return [
      {
        protocol: 'oauth2',
        network,
        authorizationEndpoint,
        tokenEndpoint,
        userinfoEndpoint,
        clientId,
        clientSecret,
        scope: value('SCOPE') ?? 'email',
        fields: parseFields(value('FIELDS')),
        emailsVerified: value('EMAIL_VERIFIED') === 'true',
        pkce: value('PKCE') !== 'false',
        tokenAuth: value('TOKEN_AUTH') === 'client_secret_basic' ? 'client_secret_basic' : 'client_secret_post',
      },
    ];
  });
}

/** `id=sub,email=email,name=profile.name` onto the defaults (Facebook's id, email, name). */
function parseFields(text: string | undefined): UserinfoFields {
  const fields: UserinfoFields = { ...DEFAULT_USERINFO_FIELDS };
  for (const pair of (text ?? '').split(',')) {
    const [key, path] = pair.split('=').map((part) => part.trim());
    if (path && (key === 'id' || key === 'email' || key === 'name' || key === 'emailVerified')) fields[key] = path;
  }
  return fields;
}
