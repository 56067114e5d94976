import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { AttemptLimiter } from '#application/identity/ports';
import { domainError, type DomainError } from '#domain/shared/DomainError';

export type Bucket = Parameters<AttemptLimiter['consume']>[0];

/** Attempts allowed per key and window (seconds). Tests may pass tighter ones. */
export type AttemptLimits = Record<Bucket, { points: number; duration: number }>;

export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = {
  password: { points: 5, duration: 15 * 60 },
  emailCode: { points: 5, duration: 15 * 60 },
  emailCodeSend: { points: 5, duration: 60 * 60 },
  register: { points: 10, duration: 60 * 60 },
};

/** A client (IP address) may try more than one account: offices and mobile networks share addresses. */
export const CLIENT_FACTOR = 10;

/**
 * `account:…` keys: every client's attempts on one account together, a slower limit (ten times the
 * points over four times the window) that stops a distributed guesser without letting one
 * attacker lock the holder out: the bucket's own limit applies to each (client, e-mail) pair.
 */
export const ACCOUNT_FACTOR = 10;
export const ACCOUNT_WINDOW_FACTOR = 4;

/**
 * One rate-limiter-flexible limiter per bucket and kind of key, whatever the store: `email:…`, `pair:…`
 * (and `user:…`) keys get the bucket's points, `client:…` keys CLIENT_FACTOR times as many,
 * `account:…` keys the slower ACCOUNT_FACTOR limit. Each is a
 * fixed window opened by the key's first attempt, in memory and in Redis alike.
 */
export class BucketLimiters<L extends RateLimiterAbstract> {
  private readonly limiters = new Map<string, L>();

  constructor(limits: AttemptLimits, create: (options: { points: number; duration: number; keyPrefix: string }) => L) {
    for (const [bucket, limit] of Object.entries(limits)) {
      this.limiters.set(bucket, create({ ...limit, keyPrefix: bucket }));
      this.limiters.set(
        `${bucket}:client`,
        create({ points: limit.points * CLIENT_FACTOR, duration: limit.duration, keyPrefix: `${bucket}:client` }),
      );
      this.limiters.set(
        `${bucket}:account`,
        create({
          points: limit.points * ACCOUNT_FACTOR,
          duration: limit.duration * ACCOUNT_WINDOW_FACTOR,
          keyPrefix: `${bucket}:account`,
        }),
      );
    }
  }

  for(bucket: Bucket, key: string): L {
    const kind = key.startsWith('client:') ? ':client' : key.startsWith('account:') ? ':account' : '';
    const limiter = this.limiters.get(`${bucket}${kind}`);
    if (!limiter) throw new Error(`no attempt limit configured for ${bucket}`);
    return limiter;
  }
}

/** Over the limit: TOO_MANY_REQUESTS, saying in whole minutes (at least one) when to try again. */
export function tooManyAttempts(rejection: RateLimiterRes): DomainError {
  const seconds = Math.ceil(rejection.msBeforeNext / 1000);
  return domainError('TOO_MANY_REQUESTS', 'TOO_MANY_ATTEMPTS', 'Identity.Errors.TooManyAttempts', {
    values: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
  });
}
