import { mailedCodeVerdict } from '#domain/identity/CodeLifetime';
import type { Clock } from '#domain/shared/Clock';
import type { EmailCodePurpose, EmailCodes } from '../ports';

/**
 * One try of a mailed code: the store reads the address's latest code, the domain rules on it
 * (alive, tries left, right code), the store writes the outcome. The code's payload when it is
 * used up by this try; undefined otherwise.
 */
export async function verifyEmailCode(
  ports: { codes: EmailCodes; clock: Clock },
  attempt: { purpose: EmailCodePurpose; email: string; code: string; maxAttempts: number },
): Promise<{ payload: Record<string, unknown> | null } | undefined> {
  const stored = await ports.codes.latest(attempt.purpose, attempt.email, attempt.code.trim());
  const verdict = mailedCodeVerdict(stored, ports.clock.now(), attempt.maxAttempts);
  if (!stored || verdict === 'refuse') return undefined;
  if (verdict === 'wrongTry') {
    await ports.codes.countWrongTry(stored.id);
    return undefined;
  }
  return ports.codes.consume(stored.id);
}
