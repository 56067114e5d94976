import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AttemptLimits } from './attemptLimits';
import { describeAttemptLimiterContract } from './contract/attemptLimiterContract';
import { RedisAttemptLimiter } from './RedisAttemptLimiter';

const REDIS_URL = process.env.REDIS_URL;
/** Each limiter gets its own key space, so runs and cases never see each other's counts. */
const freshPrefix = () => `test:attempts:${randomUUID()}:`;

const LIMITS: AttemptLimits = {
  password: { points: 2, duration: 60 },
  emailCode: { points: 2, duration: 60 },
  emailCodeSend: { points: 2, duration: 60 },
  register: { points: 2, duration: 60 },
};

if (REDIS_URL) {
  describeAttemptLimiterContract('Redis', async (limits, slowDown, sleep) => {
    // A case passed by the memory fallback would prove nothing about Redis: any fallback fails it.
    const fallbacks: string[] = [];
    const log = { info: () => undefined, warn: (_: object, message: string) => fallbacks.push(message) };
    // The contract is about the counts, not the time-out: a loaded CI machine must not turn a slow answer into a fallback.
    const limiter = new RedisAttemptLimiter({
      url: REDIS_URL,
      limits,
      slowDown,
      sleep,
      keyPrefix: freshPrefix(),
      log,
      commandTimeoutMs: 2000,
    });
    return {
      limiter,
      close: async () => {
        await limiter.close();
        expect(fallbacks).toEqual([]);
      },
    };
  });

  describe('attempt limits in Redis', () => {
    const opened: RedisAttemptLimiter[] = [];
    const open = (keyPrefix: string) => {
      const limiter = new RedisAttemptLimiter({ url: REDIS_URL, limits: LIMITS, keyPrefix });
      opened.push(limiter);
      return limiter;
    };
    afterAll(() => Promise.all(opened.map((limiter) => limiter.close())));

    it('two nodes share one count: an attacker gains nothing by spreading attempts over them', async () => {
      const prefix = freshPrefix();
      const [first, second] = [open(prefix), open(prefix)];
      expect((await first.consume('password', 'email:anna@example.ch')).ok).toBe(true);
      expect((await second.consume('password', 'email:anna@example.ch')).ok).toBe(true);
      expect((await first.consume('password', 'email:anna@example.ch')).ok).toBe(false);
      expect((await second.consume('password', 'email:anna@example.ch')).ok).toBe(false);
    });

    it('stores no e-mail address in the shared Redis, and each counter expires with its window', async () => {
      const prefix = freshPrefix();
      await open(prefix).consume('password', 'email:private.person@example.ch');
      const redis = new Redis(REDIS_URL);
      try {
        const keys = await redis.keys(`${prefix}*`);
        expect(keys).toHaveLength(1);
        expect(keys[0]).not.toContain('example.ch');
        const ttl = await redis.pttl(keys[0]);
        expect(ttl).toBeGreaterThan(55_000);
        expect(ttl).toBeLessThanOrEqual(60_000);
      } finally {
        redis.disconnect();
      }
    });
  });
} else {
  // REDIS_URL unset: the shared contract runs against memory only (MemoryAttemptLimiter.test.ts).
  it.skip('AttemptLimiter contract: Redis (set REDIS_URL to run it)', () => undefined);
}

describe('attempt limits while Redis is unreachable', () => {
  it("fall back to this node's memory: still limited, answered at once, logged once", async () => {
    const warnings: string[] = [];
    const log = { info: () => undefined, warn: (_: object, message: string) => warnings.push(message) };
    // Nothing listens on port 1: every connection is refused.
    const limiter = new RedisAttemptLimiter({
      url: 'redis://127.0.0.1:1',
      limits: LIMITS,
      keyPrefix: freshPrefix(),
      log,
    });
    try {
      const started = performance.now();
      const results = [];
      for (let i = 0; i < 3; i++) results.push(await limiter.consume('password', 'email:anna@example.ch'));
      expect(performance.now() - started).toBeLessThan(1000);
      expect(results.map((result) => result.ok)).toEqual([true, true, false]);
      await limiter.reset('password', 'email:anna@example.ch');
      expect((await limiter.consume('password', 'email:anna@example.ch')).ok).toBe(true);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('memory');
    } finally {
      await limiter.close();
    }
  });
});
