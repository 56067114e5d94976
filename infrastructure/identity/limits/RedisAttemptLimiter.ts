import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
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
import { MemoryAttemptLimiter } from './MemoryAttemptLimiter';

export interface RedisAttemptLimiterOptions {
  /** REDIS_URL, e.g. redis://127.0.0.1:6379/0. */
  url: string;
  limits?: AttemptLimits;
  slowDown?: SlowDown;
  /** How a slow-down waits (a timer unless a test records the waits). */
  sleep?: Sleep;
  /** Where the counters live, so that installations (and test runs) can share one Redis. */
  keyPrefix?: string;
  /** A command slower than this counts as Redis being down (a login must not hang on it). */
  commandTimeoutMs?: number;
  log?: { info(object: object, message: string): void; warn(object: object, message: string): void };
}

/**
 * The same limits as MemoryAttemptLimiter, counted in Redis so that every node sees every attempt.
 * rate-limiter-flexible's RateLimiterRedis does SET NX EX + INCRBY + PTTL in one Lua script: a
 * fixed window opened by the key's first attempt, exactly the in-memory semantics. Keys are stored
 * hashed, so the shared store holds no e-mail or IP address.
 *
 * When Redis cannot be reached the limiter fails to memory, neither open nor shut: denying every
 * attempt would make a Redis outage a login outage for everyone, and allowing every attempt would
 * switch brute-force protection off exactly when nobody watches. Each node then counts alone (the
 * limit is at worst multiplied by the number of nodes, still bounded); the change is logged once
 * each way. Attempts counted in memory during an outage are not carried back into Redis.
 */
export class RedisAttemptLimiter implements AttemptLimiter {
  private readonly client: Redis;
  private readonly limiters: BucketLimiters<RateLimiterRedis>;
  private readonly fallback: MemoryAttemptLimiter;
  private degraded = false;

  constructor(private readonly options: RedisAttemptLimiterOptions) {
    const limits = options.limits ?? DEFAULT_ATTEMPT_LIMITS;
    this.client = new Redis(options.url, {
      // Never queue a command while disconnected: it fails at once and the attempt is counted in memory.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? COMMAND_TIMEOUT_MS,
      connectTimeout: 2000,
    });
    // ioredis reports every failed reconnect; the change of state is what the log needs (a slow
    // command also counts as down, and the next answered one as back).
    this.client.on('error', (error: Error) => this.storeDown(error));
    this.client.on('ready', () => this.storeUp());
    const prefix = options.keyPrefix ?? 'homefinder:attempts:';
    this.limiters = new BucketLimiters(
      limits,
      (limit) =>
        new RateLimiterRedis({
          ...limit,
          keyPrefix: `${prefix}${limit.keyPrefix}`,
          storeClient: this.client,
          rejectIfRedisNotReady: true,
        }),
    );
    this.fallback = new MemoryAttemptLimiter(limits, options.slowDown, options.sleep);
  }

  async throttle(bucket: Bucket, key: string): Promise<void> {
    let consumed: number;
    try {
      await this.connected();
      consumed = (await this.limiters.for(bucket, key).consume(hashed(key))).consumedPoints;
      this.storeUp();
    } catch (failure) {
      this.storeDown(failure);
      return this.fallback.throttle(bucket, key);
    }
    await (this.options.sleep ?? wait)(
      slowDownMs(consumed, this.limiters.threshold(bucket), this.options.slowDown ?? DEFAULT_SLOW_DOWN),
    );
  }

  async consume(bucket: Bucket, key: string): Promise<Result<void, DomainError>> {
    try {
      await this.connected();
      await this.limiters.for(bucket, key).consume(hashed(key));
      this.storeUp();
      return ok(undefined);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        this.storeUp();
        return err(tooManyAttempts(rejection));
      }
      this.storeDown(rejection);
      return this.fallback.consume(bucket, key);
    }
  }

  async reset(bucket: Bucket, key: string): Promise<void> {
    // Both stores: a success forgives the failures counted during an outage too.
    await this.fallback.reset(bucket, key);
    try {
      await this.connected();
      await this.limiters.for(bucket, key).delete(hashed(key));
    } catch (error) {
      this.storeDown(error);
    }
  }

  /** Ends the connection (server shutdown, tests). */
  async close(): Promise<void> {
    if (this.client.status === 'ready') await this.client.quit().catch(() => undefined);
    this.client.disconnect();
  }

  /**
   * Right after start-up the first connection is still being made: wait for it (at most as long
   * as one command may take) rather than count the first logins in memory. Once Redis is known
   * to be down, nobody waits: the command fails at once and memory takes over.
   */
  private async connected(): Promise<void> {
    const status = this.client.status;
    if (this.degraded || (status !== 'wait' && status !== 'connecting' && status !== 'connect')) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.client.off('ready', done).off('error', done);
        resolve();
      };
      const timer = setTimeout(done, this.options.commandTimeoutMs ?? COMMAND_TIMEOUT_MS);
      this.client.once('ready', done).once('error', done);
    });
  }

  private storeDown(error: unknown): void {
    if (this.degraded) return;
    this.degraded = true;
    this.options.log?.warn(
      { err: error },
      "attempt limits: Redis unreachable, counting attempts in this node's memory until it is back",
    );
  }

  private storeUp(): void {
    if (!this.degraded) return;
    this.degraded = false;
    this.options.log?.info({}, 'attempt limits: Redis reachable again, counting attempts in Redis');
  }
}

const COMMAND_TIMEOUT_MS = 500;
const hashed = (key: string): string => createHash('sha256').update(key).digest('base64url');
