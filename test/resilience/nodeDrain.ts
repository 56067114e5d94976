import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startCluster } from '#config/cluster/startCluster';
import { withDatabase } from '#test/harness/db/openTestDatabase';
import { SHARED_MEDIA_DIR } from '#test/harness/servers/portalProcess';

/**
 * The SIGTERM fault: two nodes behind nginx under a steady mix of page and /svc
 * requests; one node gets SIGTERM mid-run. Every request is counted at the proxy: the target is
 * no failed request, and the node gone within 10 s. Needs PostgreSQL (databaseUrl: the server's
 * URL; a database is made and dropped here) and nginx.
 */
export interface NodeDrainOptions {
  databaseUrl: string;
  durationMs: number;
  /** When the SIGTERM goes, after the load starts. */
  termAtMs: number;
  concurrency: number;
  demoListings?: number;
  log?: (line: string) => void;
  /** Where the nodes' logs go (node-1.log is the one that gets SIGTERM). */
  logDir?: string;
}

export interface NodeDrainFigures {
  requests: number;
  failed: number;
  /** Answers by status (and 'network' for a request that got none). */
  byStatus: Record<string, number>;
  /** From SIGTERM to the node's exit. */
  drainMs: number;
  /** Requests answered while the node drained. */
  duringDrain: number;
  requestsPerSecond: number;
  /** Each failed request: its path, what came back, and when, in ms from the SIGTERM (negative: before). */
  failures: { path: string; status: string; atMs: number }[];
}

export async function runNodeDrain(options: NodeDrainOptions): Promise<NodeDrainFigures> {
  const log = options.log ?? (() => undefined);
  const database = `node_drain_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database "${database}"`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'node-drain-'));
  mkdirSync(SHARED_MEDIA_DIR, { recursive: true });
  symlinkSync(SHARED_MEDIA_DIR, path.join(dataDir, 'media'), 'dir');
  log('starting two nodes and nginx');
  const cluster = await startCluster({
    nodes: 2,
    databaseUrl: withDatabase(options.databaseUrl, database),
    dataDir,
    demoListings: options.demoListings ?? 300,
    env: { MAP_TILE_URL: '', PAGE_CACHE_MB: '32' },
    ...(options.logDir ? { logDir: options.logDir } : {}),
  });
  try {
    const search = await (await fetch(`${cluster.url}/switzerland/buy`, { headers: { accept: 'text/html' } })).text();
    const listing = /href="\/listing\/(\d+)/.exec(search)?.[1];
    const mix = ['/', '/switzerland/buy', `/listing/${listing}`, '/switzerland/rent?rooms=3-', '/healthz'];
    const byStatus: Record<string, number> = {};
    let requests = 0;
    let duringDrain = 0;
    let draining = false;
    const started = Date.now();
    const victim = cluster.nodes[0];
    let drainMs = -1;
    let termAt = 0;
    const failures: NodeDrainFigures['failures'] = [];
    const term = (async () => {
      await new Promise((resolve) => setTimeout(resolve, options.termAtMs));
      log(`SIGTERM to node ${victim.url} (pid ${victim.pid})`);
      const sent = Date.now();
      termAt = sent;
      draining = true;
      process.kill(victim.pid, 'SIGTERM');
      while (isRunning(victim.pid)) await new Promise((resolve) => setTimeout(resolve, 20));
      drainMs = Date.now() - sent;
      draining = false;
      log(`node gone after ${drainMs} ms`);
    })();
    const worker = async (index: number) => {
      for (let n = index; Date.now() - started < options.durationMs; n += options.concurrency) {
        const pathname = mix[n % mix.length];
        let status: string;
        try {
          const response = await fetch(cluster.url + pathname, {
            headers: { accept: pathname.startsWith('/healthz') ? 'application/json' : 'text/html' },
          });
          await response.arrayBuffer();
          status = String(response.status);
        } catch {
          status = 'network';
        }
        requests++;
        if (draining) duringDrain++;
        byStatus[status] = (byStatus[status] ?? 0) + 1;
        if (status === 'network' || Number(status) >= 500)
          failures.push({
            path: pathname,
            status,
            atMs: termAt ? Date.now() - termAt : Date.now() - started - options.termAtMs,
          });
      }
    };
    await Promise.all([term, ...Array.from({ length: options.concurrency }, (_, index) => worker(index))]);
    const failed = Object.entries(byStatus)
      .filter(([status]) => status === 'network' || Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    return {
      requests,
      failed,
      byStatus,
      drainMs,
      duringDrain,
      requestsPerSecond: Math.round((requests * 1000) / (Date.now() - started)),
      failures,
    };
  } finally {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists "${database}" with (force)`);
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
