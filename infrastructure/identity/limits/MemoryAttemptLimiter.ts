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

/**
 * Brute-force protection with rate-limiter-flexible. In memory (per node) by default; a Redis
 * store is a drop-in of the same library when REDIS_URL is set.
 */
export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly limiters: Record<Bucket, RateLimiterMemory>;

  constructor(limits: AttemptLimits = DEFAULT_ATTEMPT_LIMITS) {
    this.limiters = Object.fromEntries(Object.entries(limits).map(([bucket, limit]) => [bucket, new RateLimiterMemory({ ...limit, keyPrefix: bucket })])) as Record<Bucket, RateLimiterMemory>;
  }

  async consume(bucket: Bucket, key: string): Promise<Result<void, DomainError>> {
    try {
      await this.limiters[bucket].consume(key);
      return ok(undefined);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.ceil(rejection.msBeforeNext / 1000);
      return err(domainError('TOO_MANY_REQUESTS', 'TOO_MANY_ATTEMPTS', 'Identity.Errors.TooManyAttempts', { values: { minutes: Math.max(1, Math.ceil(seconds / 60)) } }));
    }
  }

  async reset(bucket: Bucket, key: string): Promise<void> {
    await this.limiters[bucket].delete(key);
  }
}
