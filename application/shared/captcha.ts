import type { ServiceIdentifier } from 'inversify';

/** A proof-of-work challenge as the browser's widget expects it (ALTCHA v2: parameters and signature). */
export type CaptchaChallenge = Readonly<Record<string, unknown>>;

/** Why a captcha token was refused: missing, unreadable, expired, wrong or already used. */
export type CaptchaRefusal = 'missing' | 'invalid' | 'expired' | 'replayed';

/**
 * The captcha in front of costly calls (document 002 §5: "A captcha token is required to run a
 * valuation"). Self-hosted: challenges are signed with the portal's own key, nothing leaves it.
 */
export interface Captcha {
  /** A fresh signed challenge for one widget. */
  challenge(): Promise<CaptchaChallenge>;
  /** Checks a widget's token (its base64 payload) once: a verified token cannot be used again. */
  verify(token: string | undefined | null): Promise<{ ok: true } | { ok: false; refusal: CaptchaRefusal }>;
}
export const Captcha: ServiceIdentifier<Captcha> = Symbol.for('shared.Captcha');
