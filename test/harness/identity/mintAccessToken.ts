import { importJWK, SignJWT } from 'jose';
import { claimsOf, type AuthSession } from '#domain/identity/TokenClaims';
import type { IdentityKeys } from '#infrastructure/identity/keys/IdentityKeys';

/**
 * Tests only: signs an access token the way the provider does (RS256, typ at+jwt, our claims),
 * so the accounts service can be tested without running an authorization flow each time.
 */
export async function mintAccessToken(
  keys: IdentityKeys,
  options: {
    issuer: string;
    audience: string;
    session: AuthSession;
    expiresInSeconds?: number;
    key?: Record<string, unknown>;
  },
): Promise<string> {
  const jwk = options.key ?? keys.jwks.keys[0];
  const key = await importJWK(jwk as Parameters<typeof importJWK>[0], 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claimsOf(options.session) })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid as string })
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setSubject(
      options.session.userId !== null ? `user:${options.session.userId}` : `profile:${options.session.profileIds[0]}`,
    )
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? 300))
    .sign(key);
}
