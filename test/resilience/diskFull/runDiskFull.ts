import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { pgliteFolder } from '#infrastructure/db/Database';
import { type PortalProcess, SHARED_MEDIA_DIR, startPortalProcess } from '#test/harness/servers/portalProcess';
import type { TestBrowser } from '#test/harness/identity/TestBrowser';
import { registerVisitor } from '../../harness/requests/registerVisitor';

/**
 * "a full disk for PGlite's data folder: a clear error, no corrupted data on restart."
 * The portal's DATA_DIR lives on a tmpfs of its own (root may mount one; `canMountTmpfs` says
 * whether this machine lets us). A visitor saves favourites, then a file takes every free byte and
 * the visitor goes on saving: each answer is recorded. Reads go on being served. The node is
 * stopped, the file removed, the node started again on the same folder; then the database is
 * opened with amcheck and every table and btree index verified, and the favourites that were
 * accepted are all there while none that were refused is.
 */
export interface DiskFullOptions {
  listings: number;
  /** Favourites saved before the disk fills. */
  before: number;
  /** Favourites tried while it is full. */
  during: number;
  workDir: string;
  log?: (line: string) => void;
}

export interface DiskFullFigures {
  acceptedBefore: number;
  /** Status → count of the favourites tried while the disk was full. */
  duringStatuses: Record<string, number>;
  /** The code of the refusals' body (STORAGE_FULL expected). */
  duringCodes: string[];
  slowestDuringMs: number;
  /** Status of the search page, a listing page and /readyz while the disk was full. */
  readsDuring: Record<string, number>;
  restartedReady: boolean;
  favouritesAfterRestart: number;
  /** Accepted favourites missing after the restart (must be 0). */
  lost: number;
  /** Refused favourites present after the restart (must be 0). */
  phantom: number;
  tablesChecked: number;
  indexesChecked: number;
  /** Rows amcheck reported (must be 0). */
  corruption: number;
}

export function canMountTmpfs(probeDir: string): boolean {
  fs.mkdirSync(probeDir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probeDir], { stdio: 'ignore' });
    execFileSync('umount', [probeDir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const freeKb = (dir: string) =>
  Number(execFileSync('df', ['-k', '--output=avail', dir]).toString().trim().split('\n')[1]);

async function favourite(visitor: TestBrowser, listingId: number) {
  const started = Date.now();
  const answer = await visitor.request('POST', `/svc/listings/v2/listings/${listingId}/favorite`);
  return { status: answer.status, code: (answer.body as { code?: string })?.code ?? '', ms: Date.now() - started };
}

async function listingIds(portal: PortalProcess, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let id = 1; ids.length < count && id < count * 20; id++)
    if ((await fetch(`${portal.url}/svc/listings/v2/listings/${id}`)).status === 200) ids.push(id);
  return ids;
}

/** Every user table through verify_heapam, every btree index through bt_index_check. */
async function verify(dataDir: string) {
  const db = await PGlite.create({ dataDir: pgliteFolder(dataDir), extensions: { amcheck } });
  try {
    await db.exec('create extension if not exists amcheck');
    const tables = (
      await db.query<{ oid: number }>(
        `select c.oid::int as oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')`,
      )
    ).rows;
    const indexes = (
      await db.query<{ oid: number }>(
        `select c.oid::int as oid from pg_class c join pg_am a on a.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
         where c.relkind = 'i' and a.amname = 'btree' and n.nspname not in ('pg_catalog', 'information_schema')`,
      )
    ).rows;
    let corruption = 0;
    for (const table of tables)
      corruption += (await db.query(`select * from verify_heapam($1::regclass)`, [table.oid])).rows.length;
    for (const index of indexes) await db.query(`select bt_index_check($1::regclass, true)`, [index.oid]);
    const favourites = (await db.query<{ listing_id: number }>(`select listing_id from listing_favorites`)).rows.map(
      (row) => Number(row.listing_id),
    );
    return { tables: tables.length, indexes: indexes.length, corruption, favourites };
  } finally {
    await db.close();
  }
}

export async function runDiskFull(options: DiskFullOptions): Promise<DiskFullFigures> {
  const log = options.log ?? (() => undefined);
  const mountPoint = path.join(options.workDir, 'volume');
  fs.mkdirSync(mountPoint, { recursive: true });
  // Big enough for a small seed and its write-ahead log; the filler takes what is left.
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256m', 'tmpfs', mountPoint]);
  const dataDir = path.join(mountPoint, 'data');
  const filler = path.join(mountPoint, 'filler');
  const env = { DATA_DIR: dataDir, MAP_TILE_URL: '', IDENTITY_MAIL_VIEWER: 'true', PAGE_CACHE_MB: '0' };
  let portal: PortalProcess | undefined;
  try {
    fs.mkdirSync(dataDir);
    fs.mkdirSync(SHARED_MEDIA_DIR, { recursive: true });
    // The demo photos are shared and read-only here: the volume holds the database.
    fs.symlinkSync(SHARED_MEDIA_DIR, path.join(dataDir, 'media'), 'dir');
    portal = await startPortalProcess({ mode: 'production', demoListings: options.listings, env });
    const visitor = await registerVisitor(portal.url, {
      fullName: 'Fanny Voll',
      email: 'fanny.full@example.ch',
      password: 'correct horse battery',
    });
    const ids = await listingIds(portal, options.before + options.during);
    const accepted = new Set<number>();
    for (const id of ids.slice(0, options.before)) if ((await favourite(visitor, id)).status === 200) accepted.add(id);
    log(`${accepted.size} favourites saved; ${freeKb(mountPoint)} KB free`);

    execFileSync('fallocate', ['-l', `${freeKb(mountPoint)}k`, filler]);
    log(`disk full: ${freeKb(mountPoint)} KB free`);
    const duringStatuses: Record<string, number> = {};
    const duringCodes = new Set<string>();
    const refused = new Set<number>();
    let slowestDuringMs = 0;
    for (const id of ids.slice(options.before)) {
      const answer = await favourite(visitor, id);
      duringStatuses[answer.status] = (duringStatuses[answer.status] ?? 0) + 1;
      slowestDuringMs = Math.max(slowestDuringMs, answer.ms);
      if (answer.status === 200) accepted.add(id);
      else {
        refused.add(id);
        duringCodes.add(answer.code);
      }
    }
    const readsDuring: Record<string, number> = {};
    for (const page of ['/readyz', '/switzerland/buy', `/listing/${ids[0]}`])
      readsDuring[page] = (await fetch(`${portal.url}${page}`, { headers: { accept: 'text/html' } })).status;
    log(
      `while full: ${JSON.stringify(duringStatuses)} ${[...duringCodes].join(',')}; reads ${JSON.stringify(readsDuring)}`,
    );

    await portal.stop();
    portal = undefined;
    fs.rmSync(filler);
    portal = await startPortalProcess({ mode: 'production', demoListings: options.listings, env });
    const restartedReady = (await fetch(`${portal.url}/readyz`)).status === 200;
    await portal.stop();
    portal = undefined;

    const checked = await verify(dataDir);
    const present = new Set(checked.favourites);
    return {
      acceptedBefore: options.before,
      duringStatuses,
      duringCodes: [...duringCodes],
      slowestDuringMs,
      readsDuring,
      restartedReady,
      favouritesAfterRestart: present.size,
      lost: [...accepted].filter((id) => !present.has(id)).length,
      phantom: [...refused].filter((id) => present.has(id)).length,
      tablesChecked: checked.tables,
      indexesChecked: checked.indexes,
      corruption: checked.corruption,
    };
  } finally {
    await portal?.stop();
    execFileSync('umount', [mountPoint]);
  }
}
