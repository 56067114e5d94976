import { LRUCache } from 'lru-cache';
import type { AccessTokenVerifier } from '#application/identity/ports';
import type { AuthSession } from '#domain/identity/TokenClaims';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';

type Verified = AuthSession & { expiresAt: number };

/**
 * One signature check per access token: a signed-in visitor's every page and /svc call checked
 * the same RS256 signature again (3.6 % of a signed-in search page's CPU in the profile). A token's
 * claims cannot change before it expires, so a valid token is remembered until then; the expiry
 * is still checked on every use. Invalid tokens are not remembered (a visitor can send any number).
 */
export class MemoizedAccessTokenVerifier implements AccessTokenVerifier {
  private readonly valid = new LRUCache<string, Verified>({ max: 20_000 });

  constructor(
    private readonly inner: AccessTokenVerifier,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  async verify(token: string): Promise<Result<Verified, DomainError>> {
    const known = this.valid.get(token);
    if (known && known.expiresAt > this.nowSeconds()) return ok(known);
    if (known) this.valid.delete(token);
    const verified = await this.inner.verify(token);
    if (verified.ok) {
      const lifetimeS = verified.value.expiresAt - this.nowSeconds();
      if (lifetimeS > 0) this.valid.set(token, verified.value, { ttl: lifetimeS * 1000 });
    }
    return verified;
  }
}
