import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { AccountsDirectory } from '#application/agents/ports';
import { ListingsService } from '#application/listings/ports';
import { PlacesService } from '#application/places/ports';
import { SearchEngine, type SearchesService, SearchesService as SearchesServiceToken } from '#application/search/ports';
import { composeTestRoot } from '#config/di/composeTestRoot';
import { openDatabase, type OpenedDatabase } from '#infrastructure/db/Database';
import { withDatabase } from '#test/harness/db/openTestDatabase';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';
import { SqlSavedSearchStore } from '#infrastructure/search/sql/SqlSavedSearchStore';
import { SqlSearchEngine } from '#infrastructure/search/sql/SqlSearchEngine';
import { embeddedSearches } from '#test/harness/requests/embeddedSearches';
import { benchQueries, type BenchQuery, runBenchQuery } from './support/searchBenchQueries';
import { fixed, percentile } from './support/stats';

/**
 * Search API latency: a mixed set of realistic searches with facets, run through the
 * embedded searches service as the search page's data hook runs them (in process, listings
 * hydrated by the listings service), p50 / p95 per kind and overall. Sizes: 20,000 and 100,000
 * listings on PGlite (data folders under BENCH_DATA_DIR, seeded once and kept), and the
 * PostgreSQL server of DATABASE_URL (a database of its own there, homefinder_bench_search_<n>,
 * seeded once with DEMO_LISTINGS, default 1,000,000, and kept). Each with the service's in-memory index (the default) and with SQL alone.
 * BENCH_SEARCH_SIZES=20000,100000 picks the PGlite sizes; BENCH_SEARCH_ROUNDS / _SQL_ROUNDS the
 * rounds. Targets: p95 at most 100 ms at 100,000 on PGlite and at 1,000,000 on PostgreSQL.
 */
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 12);
/** SQL alone is slow at a million listings: fewer rounds unless asked. */
const SQL_ROUNDS = Number(process.env.BENCH_SEARCH_SQL_ROUNDS ?? 3);
const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '20000,100000').split(',').filter(Boolean).map(Number);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'homefinder-bench');
const MEDIA_DIR = path.join(DATA_DIR, 'media');

export default async function searchBench(): Promise<void> {
  for (const size of SIZES) {
    await measure(
      `PGlite, ${size.toLocaleString('en')} listings`,
      () => openDatabase({ dataDir: path.join(DATA_DIR, `search-${size}`) }),
      size,
    );
  }
  const server = process.env.DATABASE_URL;
  if (server) {
    const size = Number(process.env.DEMO_LISTINGS ?? 1_000_000);
    // A database of its own on that server, kept between runs (seeding a million listings takes long), never DATABASE_URL's own.
    const name = `homefinder_bench_search_${size}`;
    await ensureDatabase(server, name);
    await measure(
      `PostgreSQL (database ${name} on DATABASE_URL's server)`,
      () => openDatabase({ databaseUrl: withDatabase(server, name), poolSize: 10 }),
      size,
    );
  } else {
    console.log(
      'PostgreSQL: set DATABASE_URL to measure it (a database homefinder_bench_search_<n> on that server, seeded once with DEMO_LISTINGS, default 1,000,000).',
    );
  }
}

async function measure(label: string, open: () => Promise<OpenedDatabase>, size: number): Promise<void> {
  const database = await open();
  try {
    const seeding = performance.now();
    const report = await seedDemoData(database.db, { listings: size, seed: 42, mediaDir: MEDIA_DIR });
    if (!report.skipped) console.log(`${label}: seeded in ${fixed((performance.now() - seeding) / 1000)} s`);
    // Fresh statistics and visibility map after a bulk load, as an operator runs after seeding (index-only scans need them).
    await database.db.execute(
      database.kind === 'postgres' ? 'vacuum analyze listings, search_listings' : 'analyze listings, search_listings',
    );
    // The server's modules (its caches included), as a page view meets them.
    const container = composeTestRoot(database.db);
    const indexed = container.get(SearchesServiceToken);
    const loading = performance.now();
    await (container.get(SearchEngine) as SqlSearchEngine).whenIndexReady();
    const loadMs = performance.now() - loading;
    const sqlOnly = embeddedSearches(
      new SqlSearchEngine(
        database.db,
        container.get(ListingsService),
        { enabled: false },
        container.get(PlacesService),
        container.get(AccountsDirectory),
      ),
      new SqlSavedSearchStore(database.db),
    );
    const queries = await benchQueries(database.db);
    const [{ count }] = rowsOf<{ count: number }>(
      await database.db.execute('select count(*)::int as count from listings'),
    );
    console.log(
      `\n${label}: ${Number(count).toLocaleString('en')} listings; in-memory index loaded in ${fixed(loadMs / 1000, 1)} s; load average ${fixed(os.loadavg()[0], 1)} on ${os.cpus().length} cores`,
    );
    await rounds('in-memory index (default)', indexed, queries, ROUNDS, 100);
    // The SQL path (index off, or a node whose index still loads) at p95 300 ms at 1,000,000.
    await rounds('SQL only (index off)', sqlOnly, queries, SQL_ROUNDS, 300);
  } finally {
    await database.close();
  }
}

async function rounds(
  engine: string,
  service: SearchesService,
  queries: BenchQuery[],
  count: number,
  target: number,
): Promise<void> {
  for (const query of queries) await runBenchQuery(service, query); // warm-up: plans, caches, JIT
  const byKind = new Map<string, number[]>();
  const all: number[] = [];
  const started = performance.now();
  for (let round = 0; round < count; round++) {
    for (const query of queries) {
      const t = performance.now();
      await runBenchQuery(service, query);
      const ms = performance.now() - t;
      all.push(ms);
      byKind.set(query.kind, [...(byKind.get(query.kind) ?? []), ms]);
    }
  }
  const elapsed = performance.now() - started;
  console.log(
    `  ${engine}: ${queries.length} searches x ${count} rounds, ${fixed((all.length / elapsed) * 1000)} searches/s (one at a time)`,
  );
  for (const [kind, times] of byKind) {
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `    ${kind.padEnd(44)} p50 ${fixed(percentile(sorted, 50), 1).padStart(7)} ms   p95 ${fixed(percentile(sorted, 95), 1).padStart(7)} ms   p99 ${fixed(percentile(sorted, 99), 1).padStart(7)} ms`,
    );
  }
  const sorted = [...all].sort((a, b) => a - b);
  console.log(
    `    ${'ALL'.padEnd(44)} p50 ${fixed(percentile(sorted, 50), 1).padStart(7)} ms   p95 ${fixed(percentile(sorted, 95), 1).padStart(7)} ms   p99 ${fixed(percentile(sorted, 99), 1).padStart(7)} ms   target p95 <= ${target} ms`,
  );
}

async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
