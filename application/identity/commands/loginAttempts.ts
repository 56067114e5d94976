import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import type { AttemptLimiter } from '../ports';

type Bucket = Parameters<AttemptLimiter['consume']>[0];

/** Who tries (the client's address) which account (the normalised e-mail). */
export interface LoginAttempt {
  clientKey: string;
  email: string;
}

/** The counter a success forgives: this client's attempts on this account. */
export const pairKey = (attempt: LoginAttempt): string => `pair:${attempt.clientKey}|${attempt.email}`;

/**
 * The attacker is limited, not the account (docs/security.md "Login protection"): a wall per
 * (client, account) pair and per client, and for the account as a whole only a slow-down, so no
 * stranger can lock the holder out from elsewhere.
 */
export async function admitAttempt(
  limiter: AttemptLimiter,
  bucket: Bucket,
  attempt: LoginAttempt,
): Promise<Result<void, DomainError>> {
  for (const key of [pairKey(attempt), `client:${attempt.clientKey}`]) {
    const allowed = await limiter.consume(bucket, key);
    if (!allowed.ok) return allowed;
  }
  await limiter.throttle(bucket, `account:${attempt.email}`);
  return ok(undefined);
}

/**
 * Whether this browser signed in to the user's account before (a signed cookie the login sets):
 * its right credential always gets through, whatever strangers did to the counters.
 */
export type SignedInBefore = (userId: number) => boolean;
export const NEVER_SIGNED_IN: SignedInBefore = () => false;
