import { jest } from '@jest/globals';
import { runLeadsCrash } from './leadsCrash';

/**
 * The small leads crash test for CI (bench/leadsCrash.ts runs 1,000 leads and 5 kills):
 * 60 leads over HTTP to the production-mode server, killed with SIGKILL twice and restarted on the
 * same data, unanswered requests retried with their idempotency key. Every lead answered success is
 * stored once and its mails reach the SMTP server, each Message-ID once for the visitor's confirmation.
 */
jest.setTimeout(900_000);

it('keeps every answered lead exactly once through two kill -9 restarts', async () => {
  const figures = await runLeadsCrash({ leads: 60, kills: 2, concurrency: 6, demoListings: 120 });
  console.log(JSON.stringify(figures));
  expect(figures.kills).toBe(2);
  expect(figures.answered).toBe(60);
  expect(figures.answeredSuccess).toBe(60);
  expect(figures.stored).toBe(60);
  expect(figures.lost).toBe(0);
  expect(figures.duplicates).toBe(0);
  expect(figures.outboxMails).toBeGreaterThanOrEqual(60);
  expect(figures.outboxSent).toBe(figures.outboxMails);
  expect(figures.dispatched).toBe(figures.outboxMails);
  expect(figures.notDispatchedOnce).toBe(0);
});
