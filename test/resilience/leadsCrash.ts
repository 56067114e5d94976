/* eslint-disable @typescript-eslint/no-explicit-any -- raw SQL rows */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ReceivedMail, startTestSmtpServer } from '#test/harness/services/testSmtpServer';
import { isSuccessfulStatus, type ProcessingStatus } from '#domain/leads/Lead';
import { MIN_FILL_MS } from '#domain/leads/SpamSignals';
import { openDatabase } from '#infrastructure/db/Database';
import { SHARED_MEDIA_DIR } from '#test/harness/servers/portalProcess';

/**
 * The leads crash test: the portal in production mode on its own DATA_DIR, sending
 * through a real SMTP server started here (SMTP_URL), receives `leads` leads over HTTP, each under
 * its own idempotency key, while it is killed with SIGKILL `kills` times and started again on the
 * same data. Every request left unanswered is sent again with the same body and key until it is
 * answered. Then the server is stopped gracefully once the outbox is drained and the data folder is
 * read: every lead answered success must be stored once and its mails delivered (counted by
 * Message-ID at the SMTP server), with no duplicate lead.
 */
export interface LeadsCrashOptions {
  leads: number;
  kills: number;
  /** Requests in flight at once. */
  concurrency?: number;
  demoListings?: number;
  /** A fixed port (the CLI's PORT); default a free one. */
  port?: number;
  /** A fixed DATA_DIR (emptied first); default a temporary folder removed afterwards. */
  dataDir?: string;
  log?: (line: string) => void;
}

export interface LeadsCrashFigures {
  sent: number;
  answered: number;
  answeredSuccess: number;
  retries: number;
  kills: number;
  /** Lead rows of this run in the database. */
  stored: number;
  /** Leads answered success whose row is missing. */
  lost: number;
  /** Leads stored more than once (one visitor e-mail per lead: rows beyond the first). */
  duplicates: number;
  /** Outbox rows of this run's leads, and how many of them are marked sent. */
  outboxMails: number;
  outboxSent: number;
  /** Distinct Message-IDs the SMTP server received for this run's leads. */
  dispatched: number;
  /** Deliveries of a Message-ID already received (a re-send after a kill between SMTP accept and the sent mark). */
  redelivered: number;
  /** Leads answered success whose visitor confirmation never arrived, or arrived under more than one Message-ID. */
  notDispatchedOnce: number;
  /** Mails still to come when the last lead was answered, and how long the outbox took to send them. */
  backlogAtLastAnswer: number;
  drainSeconds: number;
  /** Mails per second while draining that backlog (the throughput of the outbox worker). */
  drainMailsPerSecond: number;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DOMAIN = 'crash-test.example';
const PORTAL = 'ch';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

class Portal {
  private child: ChildProcess | undefined;
  private output = '';

  constructor(
    private readonly env: Record<string, string>,
    private readonly log: (line: string) => void,
  ) {}

  async start(timeoutMs = 600_000): Promise<void> {
    this.output = '';
    const child = spawn(process.execPath, ['--import', './server/register.js', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => fail(new Error(`portal did not start within ${timeoutMs} ms`)), timeoutMs);
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(new Error(`${error.message}\n--- portal output ---\n${this.output.slice(-3000)}`));
      };
      child.stdout!.on('data', (chunk: Buffer) => {
        this.output = (this.output + chunk.toString()).slice(-20_000);
        if (this.output.includes('"portal listening"')) {
          clearTimeout(timer);
          child.removeAllListeners('exit');
          resolve();
        }
      });
      child.stderr!.on('data', (chunk: Buffer) => {
        this.output = (this.output + chunk.toString()).slice(-20_000);
      });
      child.once('exit', (code, signal) => fail(new Error(`portal exited (${code ?? signal}) before listening`)));
    });
  }

  /** kill -9: no graceful close, no lock release, whatever was in flight is cut. */
  async kill(): Promise<void> {
    const pid = this.child?.pid;
    if (pid === undefined || !alive(pid)) return;
    process.kill(pid, 'SIGKILL');
    await gone(pid);
    this.log(`killed portal ${pid} with SIGKILL`);
  }

  async stop(): Promise<void> {
    const pid = this.child?.pid;
    if (pid === undefined || !alive(pid)) return;
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 30_000;
    while (alive(pid) && Date.now() < deadline) await sleep(200);
    if (alive(pid)) process.kill(pid, 'SIGKILL');
    await gone(pid);
  }
}

/** Whether the process still exists (polled: the child's events are not relied on). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function gone(pid: number): Promise<void> {
  while (alive(pid)) await sleep(100);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runLeadsCrash(options: LeadsCrashOptions): Promise<LeadsCrashFigures> {
  const log = options.log ?? (() => undefined);
  const concurrency = options.concurrency ?? 8;
  const run = randomUUID().slice(0, 8);
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'homefinder-leads-crash-'));
  if (!ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // The demo pictures are drawn once per machine and shared (as the other tests' portals do).
  mkdirSync(SHARED_MEDIA_DIR, { recursive: true });
  symlinkSync(SHARED_MEDIA_DIR, path.join(dataDir, 'media'), 'dir');
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const smtp = await startTestSmtpServer();
  const portal = new Portal(
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_LISTINGS: String(options.demoListings ?? 200),
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'info',
      MAP_TILE_URL: '',
      // Raised by configuration for the test: every lead comes from 127.0.0.1 (one e-mail each stays under its own limit).
      LEAD_LIMIT_PER_IP: String(options.leads * 2 + 100),
    },
    log,
  );
  try {
    log(`starting the portal on ${base} (DATA_DIR ${dataDir}, SMTP ${smtp.url})`);
    await portal.start();
    // One stamp, aged past the fill time a person needs, serves every lead of the run (the service times the form).
    const formStamp = await agedFormStamp(base);
    const listingId = await findListing(base, formStamp);
    log(`leads go to listing ${listingId}`);

    const bodies = Array.from({ length: options.leads }, (_, index) => {
      const formTimestamp = Date.now() - 20_000 - index;
      return {
        id: listingId,
        portalId: PORTAL,
        locale: 'en',
        idempotencyKey: `crash-${run}-${String(index).padStart(5, '0')}`,
        formSubmitTime: formTimestamp + 15_000,
        formStamp,
        data: {
          fullName: `Crash Visitor ${index}`,
          email: `visitor-${run}-${index}@${DOMAIN}`,
          phone: '+41 44 668 18 00',
          message: 'Is the flat still available?',
          leadType: 'lead',
          formTimestamp,
        },
      };
    });
    const answers = new Map<number, ProcessingStatus>();
    let retries = 0;
    let kills = 0;
    let restarting: Promise<void> | undefined;
    const killAt = Array.from({ length: options.kills }, (_, k) =>
      Math.floor(((k + 1) * options.leads) / (options.kills + 1)),
    );

    const crash = async () => {
      kills++;
      await portal.kill();
      await sleep(200);
      await portal.start();
      log(`restarted after kill ${kills} (${answers.size} answered)`);
    };

    const post = async (index: number): Promise<void> => {
      for (let attempt = 0; ; attempt++) {
        if (attempt > 0) retries++;
        if (attempt > 200) throw new Error(`lead ${index} never answered`);
        if (restarting) await restarting;
        try {
          const response = await fetch(`${base}/svc/leads/leads`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-idempotency-key': bodies[index]!.idempotencyKey },
            body: JSON.stringify(bodies[index]),
            signal: AbortSignal.timeout(30_000),
          });
          if (response.status >= 500 || response.status === 429) {
            await sleep(300);
            continue;
          }
          const json = (await response.json()) as { status?: ProcessingStatus; code?: string; message?: string };
          if (!response.ok || !json.status)
            throw new Error(`lead ${index}: ${response.status} ${json.code ?? ''} ${json.message ?? ''}`);
          answers.set(index, json.status);
          return;
        } catch (error) {
          if (String(error).startsWith('Error: lead ')) throw error;
          // Unanswered (connection refused or cut by the kill): send again with the same key.
          await sleep(250);
        }
      }
    };

    let next = 0;
    const worker = async () => {
      while (next < options.leads) {
        const index = next++;
        if (killAt.length > 0 && answers.size >= killAt[0]! && !restarting) {
          killAt.shift();
          restarting = crash().finally(() => (restarting = undefined));
        }
        await post(index);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    while (killAt.length > 0) {
      killAt.shift();
      await crash();
    }
    const answeredSuccess = [...answers.values()].filter((status) => isSuccessfulStatus(status)).length;
    log(
      `all ${answers.size} answered (${answeredSuccess} success, ${retries} retries, ${kills} kills); draining the outbox`,
    );

    const answeredAt = Date.now();
    const receivedAtAnswer = smtp.received.length;
    // The outbox worker sends batches of 50 until none is due, every 3 s: wait until the SMTP server has heard nothing new for a while.
    let last = -1;
    let quietSince = Date.now();
    while (Date.now() - quietSince < 12_000) {
      await sleep(1000);
      if (smtp.received.length !== last) {
        last = smtp.received.length;
        quietSince = Date.now();
      }
    }
    log(`${smtp.received.length} mails received; stopping the portal`);
    await portal.stop();
    log('portal stopped; reading the data folder');
    const opened = await openDatabase({ dataDir });
    let figures: LeadsCrashFigures;
    try {
      const rows = (result: any): any[] => (Array.isArray(result) ? result : result.rows);
      const stored = rows(
        await opened.db.execute(
          `select id, idempotency_key, lower(email) as email from leads where lower(email) like 'visitor-${run}-%'`,
        ),
      );
      const outbox = rows(
        await opened.db.execute(
          `select o.id, o.sent_at, o.message_id from email_outbox o
            where o.text like '%visitor-${run}-%' or o.recipient like 'visitor-${run}-%'`,
        ),
      );
      const byEmail = new Map<string, number>();
      for (const row of stored) byEmail.set(row.email, (byEmail.get(row.email) ?? 0) + 1);
      const duplicates = [...byEmail.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
      const storedKeys = new Set(stored.map((row) => row.idempotency_key as string));
      const lost = [...answers.entries()].filter(
        ([index, status]) => isSuccessfulStatus(status) && !storedKeys.has(bodies[index]!.idempotencyKey),
      ).length;
      const host = 'homefinder.example';
      const ids = new Set(outbox.map((row) => (row.message_id as string | null) ?? `<outbox-${row.id}@${host}>`));
      const ours = smtp.received.filter((mail) => ids.has(mail.messageId));
      const dispatched = new Set(ours.map((mail) => mail.messageId)).size;
      const confirmations = new Map<string, Set<string>>();
      for (const mail of smtp.received)
        for (const to of mail.rcpt)
          if (to.startsWith(`visitor-${run}-`))
            confirmations.set(to, (confirmations.get(to) ?? new Set()).add(mail.messageId));
      const notDispatchedOnce = [...answers.entries()].filter(
        ([index, status]) =>
          isSuccessfulStatus(status) && confirmations.get(bodies[index]!.data.email.toLowerCase())?.size !== 1,
      ).length;
      figures = {
        sent: options.leads,
        answered: answers.size,
        answeredSuccess,
        retries,
        kills,
        stored: stored.length,
        lost,
        duplicates,
        outboxMails: outbox.length,
        outboxSent: outbox.filter((row) => row.sent_at !== null).length,
        dispatched,
        redelivered: ours.length - dispatched,
        notDispatchedOnce,
        ...drainFigures(smtp.received, receivedAtAnswer, answeredAt),
      };
    } finally {
      await opened.close();
    }
    log('data folder read');
    return figures;
  } finally {
    await portal.stop().catch(() => undefined);
    await Promise.race([smtp.close(), sleep(3000)]);
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

function drainFigures(received: ReceivedMail[], before: number, answeredAt: number) {
  const backlog = received.length - before;
  const lastAt = received.at(-1)?.at ?? answeredAt;
  const drainSeconds = Math.max(0, (lastAt - answeredAt) / 1000);
  return {
    backlogAtLastAnswer: backlog,
    drainSeconds: Math.round(drainSeconds * 10) / 10,
    drainMailsPerSecond: drainSeconds > 0 ? Math.round((backlog / drainSeconds) * 10) / 10 : 0,
  };
}

/** GET /svc/leads/leads/formStamp, then the time a person takes over a form (domain/leads/SpamSignals). */
export async function agedFormStamp(base: string): Promise<string> {
  const response = await fetch(`${base}/svc/leads/leads/formStamp`);
  if (!response.ok) throw new Error(`formStamp answered ${response.status}`);
  const { formStamp } = (await response.json()) as { formStamp: string };
  await new Promise((done) => setTimeout(done, MIN_FILL_MS + 100));
  return formStamp;
}

/** The first listing a contact lead is dispatched for (for sale or rent, not archived, its agency has an e-mail). */
async function findListing(base: string, formStamp: string): Promise<number> {
  for (let id = 1; id <= 200; id++) {
    const response = await fetch(`${base}/svc/listings/v2/listings/${id}`);
    if (!response.ok) continue;
    const listing = (await response.json()) as { isArchived?: boolean };
    if (listing.isArchived) continue;
    const probe = await fetch(`${base}/svc/leads/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id,
        portalId: PORTAL,
        locale: 'en',
        idempotencyKey: `probe-${randomUUID()}`,
        formSubmitTime: Date.now(),
        formStamp,
        data: {
          fullName: 'Probe Visitor',
          email: `probe-${randomUUID().slice(0, 8)}@probe.example`,
          phone: '+41 44 668 18 00',
          leadType: 'lead',
          formTimestamp: Date.now() - 20_000,
        },
      }),
    });
    if (response.ok && probe.ok && isSuccessfulStatus(((await probe.json()) as { status: ProcessingStatus }).status))
      return id;
  }
  throw new Error('no listing takes a lead');
}
