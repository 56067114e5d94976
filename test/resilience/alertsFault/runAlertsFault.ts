import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { benchAlertJob, publishEvents, seedSavedSearches } from '#bench/alertsSupport';
import { openDatabase } from '#infrastructure/db/Database';
import { alertDeliveries, emailOutbox } from '#infrastructure/db/schema';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';
import { startTestSmtpServer } from '#test/harness/services/testSmtpServer';

/**
 * The alert job's kill -9 fault script. Seeds a data folder (demo listings, saved
 * subscribed searches, a cursor at the log's end, then a batch of new listings and price drops),
 * copies it, and runs the job once without fault on the copy: that run's digests are the ones due.
 * Then the job runs on the original in a child process (job, then the outbox through SMTP) that is
 * killed with SIGKILL `kills` times at random points of its work and restarted, until a life ends
 * by itself. An SMTP server started here counts what arrives by Message-ID.
 */
export interface AlertsFaultOptions {
  listings: number;
  searches: number;
  events: number;
  kills: number;
  /** A folder of its own, emptied first. */
  workDir: string;
  searchPage?: number;
  log?: (line: string) => void;
}

export interface AlertsFaultFigures {
  searches: number;
  events: number;
  digestsDue: number;
  kills: { after: string; lastSeen: string }[];
  lives: number;
  /** Distinct digest Message-IDs that arrived over SMTP. */
  digestsDelivered: number;
  /** Due digests that never arrived. */
  missing: number;
  /** Arrived but not due (another search, another window). */
  unexpected: number;
  /** The same digest (same Message-ID) sent again: killed between SMTP accept and the sent mark. */
  resentSameMessageId: number;
  /** Searches that received two different digests for the window: must be 0. */
  searchesWithTwoDigests: number;
  /** Searches whose digest lists other listings than the run without faults: must be 0. */
  searchesWithOtherListings: number;
  /** Outbox digests still unsent at the end: must be 0. */
  unsent: number;
  seconds: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

/** searchId → the listings of its digest, and the digests' Message-IDs, of one data folder. */
async function deliveries(dataDir: string) {
  const opened = await openDatabase({ dataDir });
  try {
    const rows = await opened.db.select().from(alertDeliveries);
    const unsent = (await opened.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'searchAlert'))).filter(
      (mail) => mail.sentAt === null,
    ).length;
    return {
      listings: new Map(rows.map((row) => [row.searchId, [...row.listingIds].sort((a, b) => a - b).join(',')])),
      messageIds: new Set(rows.map((row) => row.messageId)),
      unsent,
    };
  } finally {
    await opened.close();
  }
}

interface Life {
  kill(): void;
  exited: Promise<number | null>;
  lines: string[];
  nextLine(): Promise<string | undefined>;
}

function startLife(dataDir: string, smtpUrl: string, searchPage: number): Life {
  const child = spawn(process.execPath, ['--import', './server/register.js', path.join(here, 'child.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      ALERTS_FAULT_DATA_DIR: dataDir,
      ALERTS_FAULT_SMTP_URL: smtpUrl,
      ALERTS_FAULT_SEARCH_PAGE: String(searchPage),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const lines: string[] = [];
  const waiting: ((line: string | undefined) => void)[] = [];
  const queued: string[] = [];
  let ended = false;
  const reader = readline.createInterface({ input: child.stdout });
  reader.on('line', (line) => {
    lines.push(line);
    const waiter = waiting.shift();
    if (waiter) waiter(line);
    else queued.push(line);
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      ended = true;
      reader.close();
      for (const waiter of waiting.splice(0)) waiter(undefined);
      if (code !== 0 && code !== null) console.error(stderr);
      resolve(code);
    }),
  );
  return {
    kill: () => child.kill('SIGKILL'),
    exited,
    lines,
    nextLine: () =>
      queued.length > 0
        ? Promise.resolve(queued.shift())
        : ended
          ? Promise.resolve(undefined)
          : new Promise((resolve) => waiting.push(resolve)),
  };
}

export async function runAlertsFault(options: AlertsFaultOptions): Promise<AlertsFaultFigures> {
  const log = options.log ?? (() => undefined);
  const searchPage = options.searchPage ?? 50;
  fs.rmSync(options.workDir, { recursive: true, force: true });
  const main = path.join(options.workDir, 'main');
  const reference = path.join(options.workDir, 'reference');

  const seeding = await openDatabase({ dataDir: main });
  try {
    await seedDemoData(seeding.db, { listings: options.listings, seed: 42, now: new Date() });
    await seedSavedSearches(seeding.db, options.searches);
    await benchAlertJob(seeding.db).execute(); // the cursor at the end of the log: the catalogue is no news
    await publishEvents(seeding.db, options.events);
  } finally {
    await seeding.close();
  }
  fs.cpSync(main, reference, { recursive: true });
  const referenceDb = await openDatabase({ dataDir: reference });
  try {
    await benchAlertJob(referenceDb.db, { searchPage }).execute();
  } finally {
    await referenceDb.close();
  }
  const due = await deliveries(reference);
  log(`seeded: ${options.searches} searches, ${options.events} events; ${due.messageIds.size} digests due`);

  const smtp = await startTestSmtpServer();
  const started = Date.now();
  const kills: AlertsFaultFigures['kills'] = [];
  let lives = 0;
  try {
    for (;;) {
      lives++;
      const life = startLife(main, smtp.url, searchPage);
      if (kills.length < options.kills) {
        // Let it get into its work, then kill it at a random moment of the next step: the first kills
        // among the pages of searches (digests being queued), the last two among the batches of mail
        // being sent (or there already when the job is over).
        let phase = kills.length < options.kills - 2 ? 'page' : 'sent';
        const steps = 1 + Math.floor(Math.random() * (phase === 'page' ? 3 : 2));
        let seen = 0;
        let line: string | undefined;
        while (seen < steps && (line = await life.nextLine()) !== undefined && line !== 'done') {
          if (line.startsWith('job')) phase = 'sent';
          if (line.startsWith(phase)) seen++;
        }
        if (line !== undefined && line !== 'done') {
          await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 150)));
          life.kill();
          const code = await life.exited;
          kills.push({ after: line, lastSeen: life.lines.at(-1) ?? '' });
          log(`life ${lives}: killed (exit ${code}) after "${line}", last line "${life.lines.at(-1)}"`);
          continue;
        }
      }
      const code = await life.exited;
      log(`life ${lives}: ended by itself with code ${code}, last line "${life.lines.at(-1)}"`);
      if (code !== 0) throw new Error(`the alert job's process failed (exit ${code})`);
      // A life that ends by itself has done everything: the run is over (with fewer kills if the work was short).
      break;
    }
  } finally {
    await smtp.close();
  }
  const seconds = (Date.now() - started) / 1000;

  const after = await deliveries(main);
  const digestIds = smtp.received.map((mail) => mail.messageId).filter((id) => id.startsWith('<alert.'));
  const arrived = new Set(digestIds);
  const perSearch = new Map<string, Set<string>>();
  for (const id of arrived) {
    const search = /^<alert\.(\d+)\./.exec(id)?.[1] ?? id;
    perSearch.set(search, (perSearch.get(search) ?? new Set()).add(id));
  }
  let otherListings = 0;
  for (const [search, listed] of due.listings) if (after.listings.get(search) !== listed) otherListings++;
  otherListings += [...after.listings.keys()].filter((search) => !due.listings.has(search)).length;
  return {
    searches: options.searches,
    events: options.events,
    digestsDue: due.messageIds.size,
    kills,
    lives,
    digestsDelivered: arrived.size,
    missing: [...due.messageIds].filter((id) => !arrived.has(id)).length,
    unexpected: [...arrived].filter((id) => !due.messageIds.has(id)).length,
    resentSameMessageId: digestIds.length - arrived.size,
    searchesWithTwoDigests: [...perSearch.values()].filter((ids) => ids.size > 1).length,
    searchesWithOtherListings: otherListings,
    unsent: after.unsent,
    seconds,
  };
}
