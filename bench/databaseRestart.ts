import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { agedFormStamp } from '#test/resilience/leadsCrash';
import { registerVisitor } from '#test/harness/requests/registerVisitor';
import { withDatabase } from '#test/harness/db/openTestDatabase';
import { startPortalProcess } from '#test/harness/servers/portalProcess';

/**
 * The database restart fault with the real thing: the machine's PostgreSQL restarted (`pg_ctlcluster <version>
 * <cluster> restart`, root) under load. The CI version (test/resilience/databaseOutage.int.test.ts)
 * cuts a TCP proxy instead, so the PostgreSQL other suites share keeps running; this script stops
 * every session on that server, so run it on a quiet machine:
 * `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import ./server/register.js bench/databaseRestart.ts`
 * (PG_CLUSTER, default "15 main"). One node over a database of its own; a signed-in visitor's favourite,
 * saved search and a lead stored first; then RESTART_LOAD concurrent loops (default 8) of pages and
 * leads for RESTART_S seconds (default 30) with the restart at a third. Prints what answered during
 * the outage and how fast, how long /readyz took to say 200 after PostgreSQL accepted connections
 * again (target ≤ 5 s), and whether everything accepted is still there. Exits 1 otherwise.
 */
const server = process.env.DATABASE_URL;
if (!server) throw new Error('DATABASE_URL is required');
const cluster = (process.env.PG_CLUSTER ?? '15 main').split(' ');
const DURATION_MS = Number(process.env.RESTART_S ?? 30) * 1000;
const LOOPS = Number(process.env.RESTART_LOAD ?? 8);
const database = `db_restart_${process.pid}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function administer(statement: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

async function accepting(): Promise<boolean> {
  const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

interface Answer {
  at: number;
  ms: number;
  status: number | 'network';
  kind: 'page' | 'lead';
}

await administer(`create database "${database}"`);
const portal = await startPortalProcess({
  mode: 'production',
  demoListings: 300,
  env: {
    DATABASE_URL: withDatabase(server, database),
    MAP_TILE_URL: '',
    IDENTITY_MAIL_VIEWER: 'true',
    PAGE_CACHE_MB: '0',
    LEAD_LIMIT_PER_IP: '100000',
    LEAD_LIMIT_PER_EMAIL: '100000',
  },
});
let exitCode: number | undefined;
try {
  const visitor = await registerVisitor(portal.url, {
    fullName: 'Paula Neustart',
    email: 'paula.restart@example.ch',
    password: 'correct horse battery',
  });
  const html = await (await fetch(`${portal.url}/switzerland/buy`, { headers: { accept: 'text/html' } })).text();
  const listingIds = [...new Set([...html.matchAll(/href="\/listing\/(\d+)"/g)].map((match) => Number(match[1])))];
  const listingId = listingIds[0];
  const favourite = await visitor.request('POST', `/svc/listings/v2/listings/${listingId}/favorite`);
  const saved = await visitor.request('POST', '/svc/searches/searches?saveInDb=true', {
    json: { search: { portalId: 'ch', filters: { transactionType: 'Sell' }, saved: true, title: 'Vor dem Neustart' } },
  });
  const savedId = (saved.body as { search?: { id?: string } })?.search?.id;
  if (favourite.status !== 200 || !savedId)
    throw new Error(`before: favourite ${favourite.status}, saved search ${saved.status}`);

  const acceptedLeads = new Set<string>();
  const formStamp = await agedFormStamp(portal.url);
  const lead = async (): Promise<number | 'network'> => {
    const key = `restart-${randomUUID()}`;
    const response = await fetch(`${portal.url}/svc/leads/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-idempotency-key': key },
      signal: AbortSignal.timeout(20_000),
      body: JSON.stringify({
        id: listingId,
        portalId: 'ch',
        locale: 'de',
        idempotencyKey: key,
        formSubmitTime: Date.now(),
        formStamp,
        data: {
          fullName: 'Neustart Besucher',
          email: `${key}@restart.example`,
          phone: '+41 44 668 18 00',
          message: 'Ist die Wohnung noch frei?',
          leadType: 'lead',
          formTimestamp: Date.now() - 20_000,
        },
      }),
    });
    await response.arrayBuffer();
    if (response.ok) acceptedLeads.add(key);
    return response.status;
  };
  const pages = ['/switzerland/buy', `/listing/${listingId}`, '/', `/listing/${listingIds[1] ?? listingId}`];

  const answers: Answer[] = [];
  const started = Date.now();
  let restartAt = 0;
  let downAt = 0;
  let acceptingAt = 0;
  let readyAt = 0;
  const loops = Array.from({ length: LOOPS }, async (_, loop) => {
    for (let n = 0; Date.now() - started < DURATION_MS; n++) {
      const kind = (n + loop) % 4 === 0 ? 'lead' : 'page';
      const at = Date.now();
      let status: number | 'network';
      try {
        status =
          kind === 'lead'
            ? await lead()
            : await fetch(`${portal.url}${pages[n % pages.length]}`, {
                headers: { accept: 'text/html' },
                signal: AbortSignal.timeout(20_000),
              }).then(async (response) => (await response.arrayBuffer(), response.status));
      } catch {
        status = 'network';
      }
      answers.push({ at: at - started, ms: Date.now() - at, status, kind });
      if (status !== 200 && status !== 201) await sleep(100);
    }
  });
  const restart = (async () => {
    await sleep(DURATION_MS / 3);
    restartAt = Date.now() - started;
    // Asynchronously: the load loops must keep sending while PostgreSQL is down.
    await promisify(execFile)('pg_ctlcluster', [...cluster, 'restart', '--', '-m', 'fast']);
    downAt = Date.now() - started;
    while (!(await accepting())) await sleep(50);
    acceptingAt = Date.now() - started;
    while (
      (await fetch(`${portal.url}/readyz`).then(
        (response) => response.status,
        () => 0,
      )) !== 200
    )
      await sleep(50);
    readyAt = Date.now() - started;
  })();
  await Promise.all([...loops, restart]);

  const outage = answers.filter((answer) => answer.at >= restartAt && answer.at <= readyAt);
  const count = (list: Answer[]) =>
    list.reduce<Record<string, number>>((counts, answer) => {
      const key = `${answer.kind} ${answer.status}`;
      counts[key] = (counts[key] ?? 0) + 1;
      return counts;
    }, {});
  const stored = new Set(
    (
      await (async () => {
        const client = new pg.Client({ connectionString: withDatabase(server, database) });
        await client.connect();
        try {
          return (
            await client.query<{ key: string }>(
              `select idempotency_key as key from leads where email like '%@restart.example'`,
            )
          ).rows;
        } finally {
          await client.end();
        }
      })()
    ).map((row) => row.key),
  );
  const favourites = await visitor.request('GET', '/svc/listings/v2/listings/favorites');
  const searches = await visitor.request('GET', '/svc/searches/searches');
  const figures = {
    requests: answers.length,
    all: count(answers),
    restartCommandMs: downAt - restartAt,
    postgresBackAfterMs: acceptingAt - restartAt,
    readyAfterPostgresMs: readyAt - acceptingAt,
    duringOutage: count(outage),
    slowestDuringOutageMs: Math.max(0, ...outage.map((answer) => answer.ms)),
    errors5xxOtherThan503: answers.filter(
      (answer) => typeof answer.status === 'number' && answer.status >= 500 && answer.status !== 503,
    ).length,
    network: answers.filter((answer) => answer.status === 'network').length,
    leadsAccepted: acceptedLeads.size,
    leadsLost: [...acceptedLeads].filter((key) => !stored.has(key)).length,
    favouriteKept: JSON.stringify(favourites.body).includes(String(listingId)),
    savedSearchKept: JSON.stringify(searches.body).includes(savedId),
  };
  console.log(JSON.stringify(figures, null, 2));
  exitCode =
    figures.readyAfterPostgresMs <= 5000 &&
    figures.errors5xxOtherThan503 === 0 &&
    figures.leadsLost === 0 &&
    figures.favouriteKept &&
    figures.savedSearchKept
      ? 0
      : 1;
} finally {
  await portal.stop();
  await administer(`drop database if exists "${database}" with (force)`);
}
process.exit(exitCode ?? 1);
