import type { AccessTokenVerifier, Sessions } from '#application/identity/ports';
import { IdentityErrors } from '#application/identity/IdentityErrors';
import type { AuthSession } from '#domain/identity/TokenClaims';
import type { DomainError } from '#domain/shared/DomainError';
import { err, type Result } from '#domain/shared/Result';

/**
 * A user's access token holds only while its session does (docs/security.md "Ending sessions"):
 * after logout or a password change elsewhere, the signature is still good until the token
 * expires, so the session named by its `sid` is checked too (Sessions answers from a short
 * per-node memory, not a query per request). Guests' tokens name no session and are unaffected.
 */
export class LiveSessionAccessTokenVerifier implements AccessTokenVerifier {
  constructor(
    private readonly inner: AccessTokenVerifier,
    private readonly sessions: Sessions,
  ) {}

  async verify(
    token: string,
    options?: { justIssued?: boolean },
  ): Promise<Result<AuthSession & { expiresAt: number }, DomainError>> {
    const verified = await this.inner.verify(token, options);
    if (!verified.ok || !verified.value.sessionId || options?.justIssued) return verified;
    return (await this.sessions.isLive(verified.value.sessionId)) ? verified : err(IdentityErrors.invalidToken());
  }
}
