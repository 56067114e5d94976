import { FlexibleLeadRateLimiter } from './FlexibleLeadRateLimiter';

describe('FlexibleLeadRateLimiter (in memory)', () => {
  it('limits leads per IP address across e-mails, answering TOO_MANY_REQUESTS with the minutes to wait', async () => {
    const limiter = new FlexibleLeadRateLimiter({
      limits: { perIp: { points: 3, duration: 3600 }, perEmail: { points: 10, duration: 3600 } },
    });
    for (let i = 0; i < 3; i++) expect((await limiter.consume('198.51.100.1', `v${i}@example.com`)).ok).toBe(true);
    const over = await limiter.consume('198.51.100.1', 'v9@example.com');
    expect(!over.ok && over.error).toMatchObject({ kind: 'TOO_MANY_REQUESTS', values: { minutes: 60 } });
    expect((await limiter.consume('198.51.100.2', 'v9@example.com')).ok).toBe(true);
  });

  it('limits leads per e-mail address whatever the IP, ignoring case', async () => {
    const limiter = new FlexibleLeadRateLimiter({
      limits: { perIp: { points: 100, duration: 3600 }, perEmail: { points: 2, duration: 3600 } },
    });
    expect((await limiter.consume('192.0.2.1', 'Anna@example.com')).ok).toBe(true);
    expect((await limiter.consume('192.0.2.2', 'anna@example.com')).ok).toBe(true);
    expect((await limiter.consume('192.0.2.3', 'ANNA@example.com ')).ok).toBe(false);
  });
});
