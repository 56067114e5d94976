import { LRUCache } from 'lru-cache';
import type { AccessTokenVerifier } from '#application/identity/ports';
import type { AuthSession } from '#domain/identity/TokenClaims';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';

type Verified = AuthSession & { expiresAt: number };

export interface MemoizedAccessTokenVerifierOptions {
  /** The most tokens remembered (IDENTITY_TOKEN_MEMO_ENTRIES); about 1.5 kB of heap each. */
  maxEntries: number;
  /** Epoch seconds (tests move it). */
  nowSeconds?: () => number;
}

/** How often the expired tokens are dropped, at most. */
const PURGE_EVERY_S = 60;

/**
 * One signature check per access token: a signed-in visitor's every page and /svc call checked
 * the same RS256 signature again (3.6 % of a signed-in search page's CPU in the profile). A token's
 * claims cannot change before it expires, so a valid token is remembered until then; the expiry
 * is still checked on every use. Invalid tokens are not remembered (a visitor can send any number).
 *
 * What it holds is bounded three ways (the soak (bench/soak.ts) found it growing ~1.5 kB per first visit):
 * a token verified as `justIssued` is not kept (a first visit's guest token; a client without
 * cookies never presents it, and a browser's next request remembers it then), expired tokens are
 * dropped at least every minute, and at most `maxEntries` are held, least recently used out first.
 */
export class MemoizedAccessTokenVerifier implements AccessTokenVerifier {
  private readonly valid: LRUCache<string, Verified>;
  private readonly nowSeconds: () => number;
  private lastPurge: number;

  constructor(
    private readonly inner: AccessTokenVerifier,
    options: MemoizedAccessTokenVerifierOptions,
  ) {
    this.valid = new LRUCache<string, Verified>({ max: options.maxEntries });
    this.nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
    this.lastPurge = this.nowSeconds();
  }

  /** Tokens held now. */
  get size(): number {
    return this.valid.size;
  }

  async verify(token: string, options?: { justIssued?: boolean }): Promise<Result<Verified, DomainError>> {
    const now = this.nowSeconds();
    if (now - this.lastPurge >= PURGE_EVERY_S) this.purgeExpired(now);
    const known = this.valid.get(token);
    if (known && known.expiresAt > now) return ok(known);
    if (known) this.valid.delete(token);
    const verified = await this.inner.verify(token);
    if (verified.ok && !options?.justIssued && verified.value.expiresAt > this.nowSeconds())
      this.valid.set(token, verified.value);
    return verified;
  }

  private purgeExpired(now: number): void {
    this.lastPurge = now;
    for (const [token, held] of [...this.valid.entries()]) if (held.expiresAt <= now) this.valid.delete(token);
  }
}
