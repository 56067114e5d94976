/**
 * Mailed and one-time codes: how long one lives, and whether a mailed code still takes a try.
 * Six digits are only 10^6 guesses, so a mailed code dies at its expiry or after its wrong tries
 * (docs/security.md "Login protection"), whichever comes first.
 */

/** The moment a code issued `now` for `ttlSeconds` stops working. */
export function codeExpiresAt(now: Date, ttlSeconds: number): Date {
  return new Date(now.getTime() + ttlSeconds * 1000);
}

/** A code is alive strictly before its expiry. */
export function isCodeAlive(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

/** A mailed code as stored: when it dies, how many wrong tries it took, and whether the try is this code. */
export interface MailedCodeTry {
  expiresAt: Date;
  attempts: number;
  matches: boolean;
}

/**
 * What a try does to the latest code of an address: `accept` uses it up, `wrongTry` counts one
 * more wrong try against it, `refuse` leaves it as it is (no code, expired, or out of tries).
 */
export type MailedCodeVerdict = 'accept' | 'wrongTry' | 'refuse';

export function mailedCodeVerdict(code: MailedCodeTry | undefined, now: Date, maxAttempts: number): MailedCodeVerdict {
  if (!code || !isCodeAlive(code.expiresAt, now) || code.attempts >= maxAttempts) return 'refuse';
  return code.matches ? 'accept' : 'wrongTry';
}
