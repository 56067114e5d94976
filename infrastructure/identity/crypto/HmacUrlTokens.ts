import { createHmac } from 'node:crypto';
import type { UrlTokens } from '#application/identity/ports';
import { safeEqual } from './secretTokens';

/**
 * Links in our e-mails carry `hash` = base64url(payload).base64url(HMAC-SHA256(payload)); the
 * payload names the user and profile and expires. Stateless, so a link works on every node.
 */
export class HmacUrlTokens implements UrlTokens {
  constructor(
    private readonly key: string,
    private readonly now: () => number = Date.now,
  ) {}

  sign(input: { userId: number; profileId: number }, ttlSeconds: number): string {
    const payload = Buffer.from(
      JSON.stringify({ u: input.userId, p: input.profileId, e: Math.floor(this.now() / 1000) + ttlSeconds }),
    ).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  verify(hash: string): { userId: number; profileId: number } | undefined {
    const [payload, mac, extra] = hash.split('.');
    if (!payload || !mac || extra !== undefined || !safeEqual(mac, this.mac(payload))) return undefined;
    try {
      const { u, p, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        u: unknown;
        p: unknown;
        e: unknown;
      };
      if (!Number.isSafeInteger(u) || !Number.isSafeInteger(p) || typeof e !== 'number' || e * 1000 < this.now())
        return undefined;
      return { userId: u as number, profileId: p as number };
    } catch {
      return undefined;
    }
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(`url-token:${payload}`).digest('base64url');
  }
}
