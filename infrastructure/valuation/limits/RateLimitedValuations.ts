import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ValuationCaller, ValuationLimiter } from '#application/valuation/ports';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';

/** Valuations allowed per window: per profile, and (ten times more, offices share addresses) per client address. */
export interface ValuationLimits {
  perProfile: number;
  perClient: number;
  windowS: number;
}

/** Ten valuations an hour per profile is more than any owner needs; a scraper of estimates meets it at once. */
export const DEFAULT_VALUATION_LIMITS: ValuationLimits = { perProfile: 10, perClient: 100, windowS: 3600 };

export interface RateLimitedValuationsOptions {
  limits?: ValuationLimits;
  /** REDIS_URL: counted in Redis so that every node sees every valuation (memory while it is down). */
  redisUrl?: string;
}

const hashed = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 22);

/**
 * The valuate call's limits (document 002 §8: "429 on valuate: rate-limit error; rate-limit modal
 * opens") with rate-limiter-flexible, the library of the identity attempt limits: fixed windows,
 * in memory or in Redis (with an in-memory insurance limiter when Redis fails). Keys are hashed.
 */
export class RateLimitedValuations implements ValuationLimiter {
  private readonly profile: RateLimiterAbstract;
  private readonly client: RateLimiterAbstract;
  private readonly redis?: Redis;

  constructor(options: RateLimitedValuationsOptions = {}) {
    const limits = options.limits ?? DEFAULT_VALUATION_LIMITS;
    const create = (points: number, keyPrefix: string): RateLimiterAbstract => {
      const memory = new RateLimiterMemory({ points, duration: limits.windowS, keyPrefix });
      if (!this.redis) return memory;
      return new RateLimiterRedis({
        storeClient: this.redis,
        points,
        duration: limits.windowS,
        keyPrefix: `homefinder:valuations:${keyPrefix}`,
        insuranceLimiter: memory,
      });
    };
    if (options.redisUrl)
      this.redis = new Redis(options.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: 2000,
      });
    this.redis?.on('error', () => undefined);
    this.profile = create(limits.perProfile, 'profile');
    this.client = create(limits.perClient, 'client');
  }

  async consume(caller: Pick<ValuationCaller, 'profileId' | 'clientIp'>): Promise<Result<void, DomainError>> {
    try {
      if (caller.profileId !== undefined) await this.profile.consume(hashed(`profile:${caller.profileId}`));
      if (caller.clientIp) await this.client.consume(hashed(`client:${caller.clientIp}`));
      return ok(undefined);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const minutes = Math.max(1, Math.ceil(rejection.msBeforeNext / 60_000));
      return err(
        domainError('TOO_MANY_REQUESTS', 'VALUATION_RATE_LIMITED', 'Valuation.RateLimit.Text', { values: { minutes } }),
      );
    }
  }

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}
