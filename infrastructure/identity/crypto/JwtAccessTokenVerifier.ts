import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import type { AccessTokenVerifier } from '#application/identity/ports';
import { IdentityErrors } from '#application/identity/IdentityErrors';
import { authSessionFromClaims, type AuthSession } from '#domain/identity/TokenClaims';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';

/** Public parts of the signing keys: a verifier never holds private material. */
export function publicJwks(privateJwks: { keys: Record<string, unknown>[] }): JSONWebKeySet {
  return {
    keys: privateJwks.keys.map(
      ({ kty, n, e, crv, x, y, kid, alg, use }) =>
        ({ kty, n, e, crv, x, y, kid, alg, use }) as JSONWebKeySet['keys'][number],
    ),
  };
}

/**
 * Verifies our JWT access tokens locally (signature with the provider's keys, issuer, audience,
 * expiry, RS256 only) and reads the portal claims.
 */
export class JwtAccessTokenVerifier implements AccessTokenVerifier {
  private readonly keys: ReturnType<typeof createLocalJWKSet>;

  constructor(
    jwks: JSONWebKeySet,
    private readonly issuer: string,
    private readonly audience: string,
  ) {
    this.keys = createLocalJWKSet(jwks);
  }

  async verify(token: string): Promise<Result<AuthSession & { expiresAt: number }, DomainError>> {
    try {
      const { payload } = await jwtVerify(token, this.keys, {
        issuer: this.issuer,
        audience: this.audience,
        algorithms: ['RS256'],
        typ: 'at+jwt',
      });
      const session = authSessionFromClaims(payload);
      if (!session || typeof payload.exp !== 'number') return err(IdentityErrors.invalidToken());
      return ok({ ...session, expiresAt: payload.exp });
    } catch {
      return err(IdentityErrors.invalidToken());
    }
  }
}
