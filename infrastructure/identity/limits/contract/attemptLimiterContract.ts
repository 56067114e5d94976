import type { AttemptLimiter } from '#application/identity/ports';
import { ACCOUNT_FACTOR, type AttemptLimits, CLIENT_FACTOR, type Sleep, type SlowDown, wait } from '../attemptLimits';

export interface LimiterSubject {
  limiter: AttemptLimiter;
  close(): Promise<void>;
}

const LIMITS: AttemptLimits = {
  password: { points: 3, duration: 15 * 60 },
  emailCode: { points: 2, duration: 15 * 60 },
  emailCodeSend: { points: 2, duration: 60 * 60 },
  // One second: long enough to count in, short enough to wait out.
  register: { points: 2, duration: 1 },
};
/** Short enough to measure in a test. */
const SLOW_DOWN: SlowDown = { stepMs: 60, maxMs: 150 };

/**
 * What every AttemptLimiter adapter does (brute-force protection of password and e-mail code
 * logins): one list of cases, run against memory and Redis. `open` gives a fresh, empty limiter.
 */
export function describeAttemptLimiterContract(
  adapter: string,
  open: (limits: AttemptLimits, slowDown: SlowDown, sleep: Sleep) => Promise<LimiterSubject>,
): void {
  describe(`AttemptLimiter contract: ${adapter}`, () => {
    let subject: LimiterSubject;
    /** The slow-downs the limiter asked for, in order (each also waited for real). */
    let waits: number[];
    beforeEach(async () => {
      waits = [];
      subject = await open(LIMITS, SLOW_DOWN, (ms) => {
        waits.push(ms);
        return wait(ms);
      });
    });
    afterEach(() => subject.close());

    async function consumeTimes(bucket: keyof AttemptLimits, key: string, times: number) {
      const results = [];
      for (let i = 0; i < times; i++) results.push(await subject.limiter.consume(bucket, key));
      return results;
    }

    it("allows an e-mail the bucket's attempts, then answers TOO_MANY_REQUESTS with the minutes to wait", async () => {
      const results = await consumeTimes('password', 'email:anna@example.ch', 4);
      expect(results.slice(0, 3).every((result) => result.ok)).toBe(true);
      expect(results[3]).toEqual({
        ok: false,
        error: {
          kind: 'TOO_MANY_REQUESTS',
          code: 'TOO_MANY_ATTEMPTS',
          message: 'Identity.Errors.TooManyAttempts',
          values: { minutes: 15 },
        },
      });
    });

    it(`allows a client (IP address) ${CLIENT_FACTOR} times as many attempts`, async () => {
      const results = await consumeTimes('password', 'client:203.0.113.7', 3 * CLIENT_FACTOR + 1);
      expect(results.filter((result) => result.ok)).toHaveLength(3 * CLIENT_FACTOR);
      expect(results.at(-1)?.ok).toBe(false);
    });

    it(`never refuses an account (every client's attempts on it together): past ${ACCOUNT_FACTOR} times the points it slows each attempt down, to a ceiling`, async () => {
      // The waits asked for are the rule; the clock only checks each was really waited (a loaded machine
      // makes an attempt slower, never faster, so no upper bound on time is asserted).
      const timed = async () => {
        const started = Date.now();
        await subject.limiter.throttle('password', 'account:erin@example.ch');
        return Date.now() - started;
      };
      for (let i = 0; i < 3 * ACCOUNT_FACTOR; i++) await timed();
      expect(waits.filter((ms) => ms > 0)).toEqual([]);
      expect(await timed()).toBeGreaterThanOrEqual(SLOW_DOWN.stepMs - 5);
      expect(await timed()).toBeGreaterThanOrEqual(2 * SLOW_DOWN.stepMs - 5);
      expect(await timed()).toBeGreaterThanOrEqual(SLOW_DOWN.maxMs - 5);
      await timed();
      expect(waits.filter((ms) => ms > 0)).toEqual([
        SLOW_DOWN.stepMs,
        2 * SLOW_DOWN.stepMs,
        SLOW_DOWN.maxMs,
        SLOW_DOWN.maxMs,
      ]);
      // A (client, e-mail) pair is limited on its own, at the bucket's points.
      expect((await consumeTimes('password', 'pair:203.0.113.7|erin@example.ch', 4)).at(-1)?.ok).toBe(false);
      expect((await subject.limiter.consume('password', 'pair:198.51.100.1|erin@example.ch')).ok).toBe(true);
    });

    it('counts each bucket and each key apart', async () => {
      await consumeTimes('password', 'email:ben@example.ch', 3);
      expect((await subject.limiter.consume('password', 'email:ben@example.ch')).ok).toBe(false);
      expect((await subject.limiter.consume('emailCode', 'email:ben@example.ch')).ok).toBe(true);
      expect((await subject.limiter.consume('password', 'email:clara@example.ch')).ok).toBe(true);
      expect((await subject.limiter.consume('password', 'user:42')).ok).toBe(true);
    });

    it('a reset (a successful login) forgives the earlier failures', async () => {
      await consumeTimes('emailCode', 'email:dora@example.ch', 2);
      expect((await subject.limiter.consume('emailCode', 'email:dora@example.ch')).ok).toBe(false);
      await subject.limiter.reset('emailCode', 'email:dora@example.ch');
      expect((await consumeTimes('emailCode', 'email:dora@example.ch', 2)).every((result) => result.ok)).toBe(true);
    });

    it('the window opened by the first attempt ends: then attempts are allowed again (and the wait says at least a minute)', async () => {
      await consumeTimes('register', 'email:emil@example.ch', 2);
      const refused = await subject.limiter.consume('register', 'email:emil@example.ch');
      expect(refused.ok ? undefined : refused.error.values).toEqual({ minutes: 1 });
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect((await subject.limiter.consume('register', 'email:emil@example.ch')).ok).toBe(true);
    });
  });
}
