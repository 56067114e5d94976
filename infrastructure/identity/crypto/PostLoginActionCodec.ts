import { createHmac, randomBytes } from 'node:crypto';
import type { EncodedActionPayload, PostLoginActions } from '#application/identity/ports';
import { ACTION_TTL_SECONDS, parsePostLoginAction, type PostLoginAction } from '#domain/identity/PostLoginAction';
import { safeEqual } from './secretTokens';

/**
 * The stored post-login action (document 000 §4), tamper-proof: base64url(JSON).HMAC-SHA256. The
 * server checks the MAC, the expiry, the profile and the action's shape; the nonce makes it replay once.
 */
export class PostLoginActionCodec implements PostLoginActions {
  constructor(
    private readonly key: string,
    private readonly now: () => number = Date.now,
  ) {}

  encode(action: PostLoginAction, profileId: number): string {
    const payload: EncodedActionPayload = {
      action,
      nonce: randomBytes(16).toString('base64url'),
      expiresAt: Math.floor(this.now() / 1000) + ACTION_TTL_SECONDS,
      profileId,
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  decode(encoded: string, profileIds: readonly number[]): EncodedActionPayload | undefined {
    const [body, mac, extra] = encoded.split('.');
    if (!body || !mac || extra !== undefined || !safeEqual(mac, this.mac(body))) return undefined;
    try {
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as EncodedActionPayload;
      const action = parsePostLoginAction(payload.action);
      if (
        !action ||
        typeof payload.nonce !== 'string' ||
        payload.expiresAt * 1000 < this.now() ||
        !profileIds.includes(payload.profileId)
      )
        return undefined;
      return { ...payload, action };
    } catch {
      return undefined;
    }
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(`post-login-action:${body}`).digest('base64url');
  }
}
