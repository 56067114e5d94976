import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { AttemptLimiter } from '#application/identity/ports';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import {
  type AttemptLimits,
  type Bucket,
  BucketLimiters,
  DEFAULT_ATTEMPT_LIMITS,
  DEFAULT_SLOW_DOWN,
  type Sleep,
  type SlowDown,
  slowDownMs,
  tooManyAttempts,
  wait,
} from './attemptLimits';

export { type AttemptLimits, CLIENT_FACTOR, DEFAULT_ATTEMPT_LIMITS, type SlowDown } from './attemptLimits';

/**
 * Brute-force protection with rate-limiter-flexible, in this node's memory: the default, and what
 * RedisAttemptLimiter falls back to while Redis cannot be reached.
 */
export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly limiters: BucketLimiters<RateLimiterMemory>;

  constructor(
    limits: AttemptLimits = DEFAULT_ATTEMPT_LIMITS,
    private readonly slowDown: SlowDown = DEFAULT_SLOW_DOWN,
    private readonly sleep: Sleep = wait,
  ) {
    this.limiters = new BucketLimiters(limits, (options) => new RateLimiterMemory(options));
  }

  async throttle(bucket: Bucket, key: string): Promise<void> {
    const counted = await this.limiters.for(bucket, key).consume(key);
    await this.sleep(slowDownMs(counted.consumedPoints, this.limiters.threshold(bucket), this.slowDown));
  }

  async consume(bucket: Bucket, key: string): Promise<Result<void, DomainError>> {
    try {
      await this.limiters.for(bucket, key).consume(key);
      return ok(undefined);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return err(tooManyAttempts(rejection));
    }
  }

  async reset(bucket: Bucket, key: string): Promise<void> {
    await this.limiters.for(bucket, key).delete(key);
  }
}
