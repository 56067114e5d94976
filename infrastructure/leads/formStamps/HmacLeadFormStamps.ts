import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LeadFormStamps } from '#application/leads/ports';

/** A form left open longer than a day is timed again: its stamp no longer vouches for anything. */
export const FORM_STAMP_MAX_AGE_MS = 86_400_000;

/**
 * The lead form's opening time, signed by the server that issued it: `<epoch ms>.<HMAC>`. The fill
 * time of a lead is then the server's own measure (issued to received), so a client cannot claim a
 * slow fill with made-up formTimestamp/formSubmitTime values. The key is derived from the portal's
 * captcha key (its own purpose label), so every node that verifies captchas verifies stamps too.
 */
export class HmacLeadFormStamps implements LeadFormStamps {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = createHmac('sha256', secret).update('lead-form-stamp').digest();
  }

  issue(openedAt: number = this.now()): string {
    return `${openedAt}.${this.sign(openedAt)}`;
  }

  openedAt(stamp: string | undefined): number | undefined {
    const match = stamp && stamp.length <= 100 ? /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(stamp) : null;
    if (!match) return undefined;
    const openedAt = Number(match[1]);
    const expected = Buffer.from(this.sign(openedAt));
    const given = Buffer.from(match[2]);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const age = this.now() - openedAt;
    return age >= 0 && age <= FORM_STAMP_MAX_AGE_MS ? openedAt : undefined;
  }

  private sign(openedAt: number): string {
    return createHmac('sha256', this.key).update(String(openedAt)).digest('base64url');
  }
}
