import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import pg from 'pg';
import { type Cluster, startCluster } from '#config/cluster/startCluster';
import { withDatabase } from '#test/harness/db/openTestDatabase';
import { SHARED_MEDIA_DIR } from '#test/harness/servers/portalProcess';
import { claimsOf } from '#test/harness/identity/TestBrowser';
import { registerVisitor } from '../harness/requests/registerVisitor';

/**
 * Two stateless nodes behind nginx over one PostgreSQL. A visitor signed in on
 * one node is signed in on the other; a price change drops the cached pages on both; a job runs
 * on one node only. Needs a PostgreSQL server (DATABASE_URL, as CI sets it) and Debian's nginx
 * (.ci/run installs it): PGlite lives in one process and cannot be shared by two nodes.
 */
jest.setTimeout(900_000);

const NGINX = '/usr/sbin/nginx';
const runs = Boolean(process.env.DATABASE_URL) && existsSync(NGINX);
const user = { fullName: 'Nora Knoten', email: 'nora.nodes@example.ch', password: 'correct horse battery' };

let cluster: Cluster;
let dataDir: string;
let databaseUrl: string;
const database = `two_nodes_${process.pid}`;

async function administer(statement: string, url = process.env.DATABASE_URL): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

async function page(origin: string, pathname: string): Promise<{ html: string; cache: string | null }> {
  const response = await fetch(origin + pathname, { headers: { accept: 'text/html' } });
  return { html: await response.text(), cache: response.headers.get('x-page-cache') };
}

beforeAll(async () => {
  if (!runs) return;
  await administer(`create database "${database}"`);
  databaseUrl = withDatabase(process.env.DATABASE_URL as string, database);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'two-nodes-'));
  mkdirSync(SHARED_MEDIA_DIR, { recursive: true });
  symlinkSync(SHARED_MEDIA_DIR, path.join(dataDir, 'media'), 'dir');
  cluster = await startCluster({
    nodes: 2,
    databaseUrl,
    dataDir,
    demoListings: 200,
    env: {
      REDIS_URL: process.env.REDIS_URL ?? '',
      MAP_TILE_URL: '',
      IDENTITY_MAIL_VIEWER: 'true',
      PAGE_CACHE_MB: '32',
      PAGE_CACHE_TTL_S: '60',
      PAGE_CACHE_REFRESH_MS: '250',
      ALERTS_INTERVAL_S: '1',
    },
  });
});

afterAll(async () => {
  await cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (runs) await administer(`drop database if exists "${database}" with (force)`);
});

(runs ? describe : describe.skip)('two nodes behind nginx', () => {
  it('a visitor who signs in on one node is signed in on the other, and the other refreshes their token', async () => {
    const [a, b] = cluster.nodes.map((node) => node.url);
    // Registered through the proxy (either node may answer each step), the code read from node B's
    // mail viewer: one outbox for both.
    const browser = await registerVisitor(cluster.url, user, b);
    expect((await browser.request('GET', `${a}/svc/portal/visitor`)).body.identity).toMatchObject({
      state: 'UserAuthenticated',
      fullName: user.fullName,
    });

    const onB = await browser.request('GET', `${b}/svc/portal/visitor`);
    expect(onB.body.identity).toMatchObject({ state: 'UserAuthenticated', fullName: user.fullName });
    browser.cookies.delete('token');
    await browser.request('GET', `${b}/`);
    expect(claimsOf(browser.cookie('token'))).toMatchObject({ auth_state: 'UserAuthenticated' });
    const throughProxy = await browser.request('GET', `${cluster.url}/svc/portal/visitor`);
    expect(throughProxy.body.identity).toMatchObject({ state: 'UserAuthenticated', fullName: user.fullName });
  });

  it('a price change drops the cached listing page on both nodes, well before the TTL', async () => {
    const origins = cluster.nodes.map((node) => node.url);
    const listing = Number(/href="\/listing\/(\d+)/.exec((await page(origins[0], '/switzerland/buy')).html)?.[1]);
    expect(listing).toBeGreaterThan(0);
    for (const origin of origins) {
      await page(origin, `/listing/${listing}`);
      expect((await page(origin, `/listing/${listing}`)).cache).toBe('hit');
    }
    const started = Date.now();
    // As a publishing service would write it, on the database both nodes share.
    await administer(
      `update listings set price_previous_value = price_value, price_value = 2345678,
        price_eur = price_eur * 2345678 / nullif(price_value, 0), updated_at = now() where id = ${listing}`,
      databaseUrl,
    );
    const newPrice = /2[,'’\u202f\u00a0. ]?345[,'’\u202f\u00a0. ]?678/;
    for (const origin of origins) {
      while (!newPrice.test((await page(origin, `/listing/${listing}`)).html)) {
        expect(Date.now() - started).toBeLessThan(30_000);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  });

  it('the alert digest job runs on one node only, never twice at once', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const result = await administer(
      `select node, started_at, finished_at from job_runs where job = 'alerts.digest' order by started_at`,
      databaseUrl,
    );
    const rows = result.rows as { node: string; started_at: Date; finished_at: Date | null }[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((row) => row.node)).size).toBe(1);
    rows.slice(1).forEach((row, index) => {
      expect(row.started_at.getTime()).toBeGreaterThanOrEqual((rows[index].finished_at as Date).getTime());
    });
  });
});
