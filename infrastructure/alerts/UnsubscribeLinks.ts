import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe link of a digest: /unsubscribe?unsublink={searchId}
 * with the owner's profileId and an HMAC of both, so the click needs no password. The signature
 * has its own parameter name (sig): `hash` is identity's URL token, checked by another key.
 */
export class UnsubscribeLinks {
  constructor(private readonly key: string) {}

  sign(searchId: number, profileId: number): string {
    return createHmac('sha256', this.key).update(`unsubscribe:${searchId}:${profileId}`).digest('base64url');
  }

  unsubscribePath(searchId: number, profileId: number): string {
    return `/unsubscribe?unsublink=${searchId}&profileId=${profileId}&sig=${this.sign(searchId, profileId)}`;
  }

  verify(searchId: number, profileId: number, signature: string): boolean {
    const expected = Buffer.from(this.sign(searchId, profileId));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
