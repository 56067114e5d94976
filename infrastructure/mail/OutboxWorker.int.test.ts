import { jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { emailOutbox } from '#infrastructure/db/schema';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { OutboxWorker } from './OutboxWorker';
import { SqlOutbox } from './SqlOutbox';

jest.setTimeout(60_000);

let database: OpenedDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);

afterAll(() => database?.close());

beforeEach(() => database.db.delete(emailOutbox));
afterEach(() => jest.useRealTimers());

/** Only Date is faked: the database driver's own timers keep running. */
const EVERYTHING_BUT_DATE = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/**
 * Only a database server has a clock of its own: embedded PGlite reads this process's Date, so there
 * the skew cannot be staged (the CI run sets DATABASE_URL, and this runs there).
 */
const onServer = Boolean(process.env.DATABASE_URL);

(onServer ? it : it.skip)(
  'sends a mail queued a moment ago at the next drain, though this process runs behind the database clock',
  async () => {
    await new SqlOutbox(database.db).enqueue({
      kind: 'login-code',
      recipient: 'ruth@example.ch',
      subject: 'Your code',
      text: '123456',
    });
    // The row's next_attempt_at is the database's now(); this process's clock reads 2 s earlier.
    jest.useFakeTimers({ now: Date.now() - 2_000, doNotFake: [...EVERYTHING_BUT_DATE] });
    const worker = new OutboxWorker(database.db, { from: 'test@homefinder.example' });
    expect(await worker.drain()).toBe(1);
    jest.useRealTimers();
    await worker.stop();
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, 'ruth@example.ch'));
    expect(row?.sentAt).not.toBeNull();
  },
);

it('keeps a mail scheduled for later until the clock it was scheduled by reaches it', async () => {
  const now = new Date();
  await database.db.insert(emailOutbox).values({
    kind: 'login-code',
    recipient: 'later@example.ch',
    subject: 'Retry',
    text: 'later',
    nextAttemptAt: new Date(now.getTime() + 60_000),
  });
  const worker = new OutboxWorker(database.db, { from: 'test@homefinder.example' });
  expect(await worker.drain()).toBe(0);
  await worker.stop();
  const due = new OutboxWorker(database.db, {
    from: 'test@homefinder.example',
    clock: { now: () => new Date(now.getTime() + 61_000) },
  });
  expect(await due.drain()).toBe(1);
  await due.stop();
});
