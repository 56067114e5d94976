import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './DataDirLock';
import type { Database } from './DatabaseToken';
import { readExchangeRatesFile } from './exchangeRates/readExchangeRatesFile';
import { storeExchangeRates } from './exchangeRates/storeExchangeRates';
import { migrationsFolder } from './migrationsFolder';
import * as schema from './schema';

export interface DatabaseOptions {
  /** A PostgreSQL server (postgres://…); wins over the other options. */
  databaseUrl?: string;
  /** The application's data folder (DATA_DIR): the embedded database lives in its `pglite/` sub-folder. */
  dataDir?: string;
  /** An embedded database that vanishes on close: tests. */
  inMemory?: boolean;
  /** Connections in the pool of a PostgreSQL server. */
  poolSize?: number;
}

export interface OpenedDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Where the embedded PostgreSQL keeps its files inside DATA_DIR. */
export const pgliteFolder = (dataDir: string): string => path.join(path.resolve(dataDir), 'pglite');

/**
 * Opens the database and brings its schema up to date (drizzle's migrator, the committed SQL), then
 * makes sure the shipped exchange rates are there. One schema and one migration set on both drivers.
 */
export async function openDatabase(options: DatabaseOptions): Promise<OpenedDatabase> {
  const opened = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : options.inMemory
      ? await openPglite('memory://', () => undefined)
      : await openPgliteFolder(options.dataDir);
  try {
    await storeExchangeRates(opened.db, readExchangeRatesFile(), { replace: false });
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}

async function openPgliteFolder(dataDir: string | undefined): Promise<OpenedDatabase> {
  if (!dataDir) throw new Error('openDatabase needs a databaseUrl, a dataDir or inMemory');
  const folder = pgliteFolder(dataDir);
  // PGlite creates its own folder but not the parents.
  fs.mkdirSync(folder, { recursive: true });
  const release = acquireDataDirLock(folder);
  try {
    return await openPglite(folder, release);
  } catch (error) {
    release();
    throw error;
  }
}

async function openPglite(dataDir: string, release: () => void): Promise<OpenedDatabase> {
  const client = await PGlite.create({ dataDir });
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(connectionString: string, poolSize: number): Promise<OpenedDatabase> {
  await migrateWithLock(connectionString);
  // A database that does not answer (restarting, failing over) costs a request 3 s at most, then a 503.
  // JIT off: it compiled each search query of a million listings for 40 ms and more (its cost passes
  // jit_above_cost) to save less; the portal's queries are short and many (SQL search path).
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 3000, options: '-c jit=off' });
  // An idle client losing its server (restart, failover) must not crash the process: the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(pool, { schema });
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * Several server nodes may start at once against one database: a session advisory lock makes them
 * migrate one after another (the later ones then find nothing to do).
 */
async function migrateWithLock(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', ['homefinder.migrations']);
    await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
}
