import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { AttemptLimiter } from '#application/identity/ports';
import { domainError, type DomainError } from '#domain/shared/DomainError';

export type Bucket = Parameters<AttemptLimiter['consume']>[0];

/** Attempts allowed per key and window (seconds). Tests may pass tighter ones. */
export type AttemptLimits = Record<Bucket, { points: number; duration: number }>;

/** docs/security.md "Login protection" gives these numbers; change both together. */
export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = {
  password: { points: 5, duration: 15 * 60 },
  emailCode: { points: 5, duration: 15 * 60 },
  emailCodeSend: { points: 5, duration: 60 * 60 },
  register: { points: 10, duration: 60 * 60 },
};

/** A client (IP address) may try more than one account: offices and mobile networks share addresses. */
export const CLIENT_FACTOR = 10;

/**
 * `account:…` keys count every client's attempts on one account together. They never refuse (a
 * wall there is the lever a stranger would use to lock the holder out): past ACCOUNT_FACTOR times
 * the bucket's points within ACCOUNT_WINDOW_FACTOR times its window, each further attempt is
 * slowed down (SlowDown), which caps a distributed guesser's pace without shutting the door.
 */
export const ACCOUNT_FACTOR = 10;
export const ACCOUNT_WINDOW_FACTOR = 4;

/** The account-wide slow-down: each attempt past the threshold waits `stepMs` more, at most `maxMs`. */
export interface SlowDown {
  stepMs: number;
  maxMs: number;
}
export const DEFAULT_SLOW_DOWN: SlowDown = { stepMs: 1000, maxMs: 10_000 };

/** How long the attempt that brought an account's count to `consumed` waits. */
export function slowDownMs(consumed: number, threshold: number, slowDown: SlowDown): number {
  return consumed <= threshold ? 0 : Math.min(slowDown.maxMs, (consumed - threshold) * slowDown.stepMs);
}

/**
 * One rate-limiter-flexible limiter per bucket and kind of key, whatever the store: `pair:…`
 * (client and account together) and other keys get the bucket's points, `client:…` keys
 * CLIENT_FACTOR times as many, `account:…` keys a counter without a wall (see ACCOUNT_FACTOR).
 * Each is a fixed window opened by the key's first attempt, in memory and in Redis alike.
 */
export class BucketLimiters<L extends RateLimiterAbstract> {
  private readonly limiters = new Map<string, L>();
  private readonly thresholds = new Map<string, number>();

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
          points: ACCOUNT_COUNTER_POINTS,
          duration: limit.duration * ACCOUNT_WINDOW_FACTOR,
          keyPrefix: `${bucket}:account`,
        }),
      );
      this.thresholds.set(bucket, limit.points * ACCOUNT_FACTOR);
    }
  }

  for(bucket: Bucket, key: string): L {
    const kind = key.startsWith('client:') ? ':client' : key.startsWith('account:') ? ':account' : '';
    const limiter = this.limiters.get(`${bucket}${kind}`);
    if (!limiter) throw new Error(`no attempt limit configured for ${bucket}`);
    return limiter;
  }

  /** The account-wide count past which attempts are slowed down. */
  threshold(bucket: Bucket): number {
    return this.thresholds.get(bucket) ?? 0;
  }
}

/** The account counter only counts: no number of attempts reaches it within a window. */
const ACCOUNT_COUNTER_POINTS = 2 ** 31 - 1;

/** How a slow-down waits: a timer in production; a test may record the waits it asks for. */
export type Sleep = (ms: number) => Promise<void>;

export const wait: Sleep = (ms: number): Promise<void> =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/** Over the limit: TOO_MANY_REQUESTS, saying in whole minutes (at least one) when to try again. */
export function tooManyAttempts(rejection: RateLimiterRes): DomainError {
  const seconds = Math.ceil(rejection.msBeforeNext / 1000);
  return domainError('TOO_MANY_REQUESTS', 'TOO_MANY_ATTEMPTS', 'Identity.Errors.TooManyAttempts', {
    values: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
  });
}
