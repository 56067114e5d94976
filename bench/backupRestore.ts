import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '#infrastructure/db/Database';
import { withDatabase } from '#test/harness/db/openTestDatabase';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';
import { SHARED_MEDIA_DIR, startPortalProcess } from '#test/harness/servers/portalProcess';

/**
 * The backup of docs/deploy.md, tried: a database seeded with the demo set is dumped
 * with `pg_dump --format=custom`, restored with `pg_restore` into a new database, and compared table
 * by table (row count and an md5 of every row's text); then a node starts on the restored database
 * and serves. `DATABASE_URL=postgres://… node --import ./server/register.js bench/backupRestore.ts`
 * (BACKUP_LISTINGS, default 20,000). Exits 1 on any difference.
 */
const server = process.env.DATABASE_URL;
if (!server) throw new Error('DATABASE_URL is required (the PostgreSQL server to dump from and restore into)');
const listings = Number(process.env.BACKUP_LISTINGS ?? 20_000);
const source = `backup_source_${process.pid}`;
const restored = `backup_restored_${process.pid}`;
const dumpFile = path.join(os.tmpdir(), `homefinder-${process.pid}.dump`);

async function administer(statement: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** table → "rows:md5" of a database's public tables. */
async function fingerprint(database: string): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: withDatabase(server as string, database) });
  await client.connect();
  try {
    const tables = (
      await client.query<{ name: string }>(
        `select tablename as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`,
      )
    ).rows.map((row) => row.name);
    const prints = new Map<string, string>();
    for (const table of tables) {
      const schema = table === '__drizzle_migrations' ? 'drizzle' : 'public';
      const row = (
        await client.query<{ rows: string; digest: string | null }>(
          `select count(*)::text as rows, md5(string_agg(t::text, '|' order by t::text)) as digest from "${schema}"."${table}" t`,
        )
      ).rows[0];
      prints.set(table, `${row.rows}:${row.digest ?? ''}`);
    }
    return prints;
  } finally {
    await client.end();
  }
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

await administer(`create database "${source}"`);
try {
  let started = performance.now();
  const opened = await openDatabase({ databaseUrl: withDatabase(server, source) });
  try {
    await seedDemoData(opened.db, { listings, seed: 42, mediaDir: SHARED_MEDIA_DIR });
  } finally {
    await opened.close();
  }
  const seedS = seconds(started);

  started = performance.now();
  execFileSync('pg_dump', ['--format=custom', `--file=${dumpFile}`, withDatabase(server, source)]);
  const dumpS = seconds(started);
  const dumpMb = Math.round(fs.statSync(dumpFile).size / 1e5) / 10;

  await administer(`create database "${restored}"`);
  started = performance.now();
  execFileSync('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    `--dbname=${withDatabase(server, restored)}`,
    dumpFile,
  ]);
  const restoreS = seconds(started);

  const before = await fingerprint(source);
  const after = await fingerprint(restored);
  const differing = [...before.keys()].filter((table) => before.get(table) !== after.get(table));
  const missing = [...before.keys()].filter((table) => !after.has(table));

  const portal = await startPortalProcess({
    mode: 'production',
    demoListings: listings,
    env: { DATABASE_URL: withDatabase(server, restored), MAP_TILE_URL: '' },
  });
  const served: Record<string, number> = {};
  try {
    for (const page of ['/readyz', '/switzerland/buy', '/listing/1'])
      served[page] = (await fetch(`${portal.url}${page}`, { headers: { accept: 'text/html' } })).status;
  } finally {
    await portal.stop();
  }
  const rows = [...before.values()].reduce((sum, print) => sum + Number(print.split(':')[0]), 0);
  console.log(
    JSON.stringify(
      { listings, tables: before.size, rows, seedS, dumpS, dumpMb, restoreS, differing, missing, served },
      null,
      2,
    ),
  );
  const broken = differing.length + missing.length + Object.values(served).filter((status) => status !== 200).length;
  process.exitCode = broken === 0 ? 0 : 1;
} finally {
  fs.rmSync(dumpFile, { force: true });
  await administer(`drop database if exists "${source}" with (force)`);
  await administer(`drop database if exists "${restored}" with (force)`);
}
