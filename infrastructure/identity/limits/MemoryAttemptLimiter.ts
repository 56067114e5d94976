import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { AttemptLimiter } from '../../../application/identity/ports';
import { domainError, type DomainError } from '../../../domain/shared/DomainError';
import { err, ok, type Result } from '../../../domain/shared/Result';

type Bucket = Parameters<AttemptLimiter['consume']>[0];

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
 * Brute-force protection with rate-limiter-flexible. Keys name what is limited: `email:…` gets the
 * bucket's points, `client:…` (an IP address) CLIENT_FACTOR times as many. In memory (per node) by
 * default; a Redis store is a drop-in of the same library when REDIS_URL is set.
 */
export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly limiters = new Map<string, RateLimiterMemory>();

  constructor(limits: AttemptLimits = DEFAULT_ATTEMPT_LIMITS) {
    for (const [bucket, limit] of Object.entries(limits)) {
      this.limiters.set(bucket, new RateLimiterMemory({ ...limit, keyPrefix: bucket }));
      this.limiters.set(`${bucket}:client`, new RateLimiterMemory({ points: limit.points * CLIENT_FACTOR, duration: limit.duration, keyPrefix: `${bucket}:client` }));
    }
  }

  private limiterFor(bucket: Bucket, key: string): RateLimiterMemory {
    const limiter = this.limiters.get(key.startsWith('client:') ? `${bucket}:client` : bucket);
    if (!limiter) throw new Error(`no attempt limit configured for ${bucket}`);
    return limiter;
  }

  async consume(bucket: Bucket, key: string): Promise<Result<void, DomainError>> {
    try {
      await this.limiterFor(bucket, key).consume(key);
      return ok(undefined);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.ceil(rejection.msBeforeNext / 1000);
      return err(domainError('TOO_MANY_REQUESTS', 'TOO_MANY_ATTEMPTS', 'Identity.Errors.TooManyAttempts', { values: { minutes: Math.max(1, Math.ceil(seconds / 60)) } }));
    }
  }

  async reset(bucket: Bucket, key: string): Promise<void> {
    await this.limiterFor(bucket, key).delete(key);
  }
}
