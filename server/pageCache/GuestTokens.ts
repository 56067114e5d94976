import { LRUCache } from 'lru-cache';
import type { AccessTokenVerifier } from '#application/identity/ports';

/**
 * Which access tokens are a guest's, remembered until they expire. Checking an RS256 signature
 * was the largest cost of a cached page in the profile (a fifth of the CPU); a token's claims
 * cannot change before its expiry, so one check per token is enough. Only guests' tokens are
 * kept, and only their expiry: a signed-in visitor never takes the shared path.
 */
export class GuestTokens {
  private readonly expiries = new LRUCache<string, number>({ max: 20_000 });

  constructor(private readonly verifier: AccessTokenVerifier) {}

  /** The guest token's expiry (epoch seconds), or undefined for anything else (invalid, a user's). */
  async expiryOf(token: string, nowSeconds: number): Promise<number | undefined> {
    const known = this.expiries.get(token);
    if (known !== undefined) return known > nowSeconds ? known : undefined;
    const verified = await this.verifier.verify(token);
    if (!verified.ok || verified.value.userId !== null) return undefined;
    this.expiries.set(token, verified.value.expiresAt, {
      ttl: Math.max(1, verified.value.expiresAt - nowSeconds) * 1000,
    });
    return verified.value.expiresAt;
  }
}
