import { CappedMap, createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { deriveHmacKeySecret, verify } from 'altcha-lib/frameworks/shared';
import type { Captcha, CaptchaChallenge, CaptchaRefusal } from '#application/shared/captcha';

export interface AltchaOptions {
  /** The HMAC key (loadCaptchaKey): signs the challenges and, derived, the expected keys. */
  hmacKey: string;
  /** How long a challenge may be solved and used, in seconds. */
  expiresInS?: number;
  /** The work asked of the browser: the counter is drawn in [min, max] (SHA-256 rounds each). */
  counter?: { min: number; max: number };
  /** How many used challenges are remembered (replays refused); older ones have expired by then. */
  usedCapacity?: number;
  now?: () => number;
}

/**
 * ALTCHA, self-hosted (altcha-lib v2): a signed proof-of-work challenge, deterministic mode
 * (the server knows the counter, so verifying costs one derivation), each solved payload accepted
 * once. Used ids are kept in this node's memory: a replay across nodes needs the same payload within
 * its expiry on another node, which the per-profile and per-IP limits behind it still bound.
 */
export class AltchaCaptcha implements Captcha {
  private readonly used: CappedMap<string, boolean>;
  private keySecret?: Promise<string>;

  constructor(private readonly options: AltchaOptions) {
    this.used = new CappedMap({ maxSize: options.usedCapacity ?? 50_000 });
  }

  async challenge(): Promise<CaptchaChallenge> {
    const { counter = { min: 5_000, max: 15_000 }, expiresInS = 600, now = Date.now } = this.options;
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(counter.min, counter.max),
      deriveKey,
      expiresAt: Math.floor(now() / 1000) + expiresInS,
      hmacSignatureSecret: this.options.hmacKey,
      hmacKeySignatureSecret: await this.derivedSecret(),
    });
    return challenge as unknown as CaptchaChallenge;
  }

  async verify(token: string | undefined | null): Promise<{ ok: true } | { ok: false; refusal: CaptchaRefusal }> {
    if (!token) return { ok: false, refusal: 'missing' };
    if (token.length > 8_192) return { ok: false, refusal: 'invalid' };
    const result = await verify(token, deriveKey, this.options.hmacKey, await this.derivedSecret(), this.used);
    if (!result.error) return { ok: true };
    if (result.verification && 'expired' in result.verification && result.verification.expired)
      return { ok: false, refusal: 'expired' };
    if (/already used/i.test(result.error)) return { ok: false, refusal: 'replayed' };
    return { ok: false, refusal: 'invalid' };
  }

  private derivedSecret(): Promise<string> {
    this.keySecret ??= deriveHmacKeySecret(this.options.hmacKey);
    return this.keySecret;
  }
}
