import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import type { LeadRateLimiter } from '#application/leads/ports';
import { err, ok, type Result } from '#domain/shared/Result';

/** Leads a client (IP address) and an e-mail address may send per window (seconds). */
export interface LeadLimits {
  perIp: { points: number; duration: number };
  perEmail: { points: number; duration: number };
}

/**
 * Ours ("not shown"): an office or a mobile network shares one address, so the address gets more
 * than one visitor's share; one e-mail address contacting ten agents an hour is already a lot.
 */
export const DEFAULT_LEAD_LIMITS: LeadLimits = {
  perIp: { points: 30, duration: 3600 },
  perEmail: { points: 10, duration: 3600 },
};

/**
 * The per-IP and per-e-mail limits of leads on the limiter identity uses (rate-limiter-flexible):
 * in memory, or in Redis when REDIS_URL is set (every node counts every lead), with memory as the
 * insurance while Redis is down. Keys are stored hashed, so Redis holds no address.
 */
export class FlexibleLeadRateLimiter implements LeadRateLimiter {
  private readonly ip: RateLimiterAbstract;
  private readonly email: RateLimiterAbstract;
  private readonly client: Redis | undefined;

  constructor(options: { limits?: LeadLimits; redisUrl?: string } = {}) {
    const limits = options.limits ?? DEFAULT_LEAD_LIMITS;
    this.client = options.redisUrl
      ? new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 2000 })
      : undefined;
    this.client?.on('error', () => undefined);
    const create = (limit: { points: number; duration: number }, keyPrefix: string): RateLimiterAbstract => {
      const memory = new RateLimiterMemory({ ...limit, keyPrefix });
      return this.client
        ? new RateLimiterRedis({
            ...limit,
            keyPrefix: `homefinder:${keyPrefix}`,
            storeClient: this.client,
            insuranceLimiter: memory,
          })
        : memory;
    };
    this.ip = create(limits.perIp, 'leads:ip');
    this.email = create(limits.perEmail, 'leads:email');
  }

  /** One lead counted for the address and the e-mail; over either limit: TOO_MANY_REQUESTS with the minutes to wait. */
  async consume(ip: string, email: string): Promise<Result<void, DomainError>> {
    try {
      await this.ip.consume(hashed(ip));
      await this.email.consume(hashed(email.trim().toLowerCase()));
      return ok(undefined);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const minutes = Math.max(1, Math.ceil(rejection.msBeforeNext / 60_000));
      return err(
        domainError('TOO_MANY_REQUESTS', 'TOO_MANY_LEADS', 'LeadRequestForm.Message.TooMany', { values: { minutes } }),
      );
    }
  }

  async close(): Promise<void> {
    this.client?.disconnect();
  }
}

function hashed(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}
