import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startCluster } from '#config/cluster/startCluster';
import { withDatabase } from '#test/harness/db/openTestDatabase';
import { SHARED_MEDIA_DIR } from '#test/harness/servers/portalProcess';
import { type CpuShares, cpuShares, cpuSpent } from './support/cpuShares';
import { loadMix, runMix } from './support/loadMix';
import { signedInVisitor } from './support/signedInVisitor';
import { summarise } from './support/stats';

/**
 * A realistic mix for LOAD_S seconds (default 60) against one node behind nginx,
 * then two nodes behind nginx, on the PostgreSQL at DATABASE_URL: the home page, search pages with
 * and without filters, listing pages, place autocomplete, /svc searches, and a share of signed-in
 * visitors (their pages are rendered for them). Prints throughput, p50/p95/p99 and errors for
 * each, and the two-node ratio (target ≥ 1.7x on a machine with cores to spare for it).
 */
const DURATION_S = Number(process.env.LOAD_S ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 32);
const SIGNED_IN_SHARE = 0.2;
const DEMO_LISTINGS = Number(process.env.DEMO_LISTINGS ?? 20_000);

interface Figures {
  nodes: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** CPU ms per answered request, by process group. */
  cpuPerRequest: CpuShares;
}

async function measure(nodes: number, databaseUrl: string, database: string, dataDir: string): Promise<Figures> {
  const cluster = await startCluster({
    nodes,
    databaseUrl,
    dataDir,
    demoListings: DEMO_LISTINGS,
    env: { MAP_TILE_URL: '', IDENTITY_MAIL_VIEWER: 'true', IDENTITY_ACCESS_TOKEN_TTL: '3600' },
  });
  try {
    const requests = await loadMix(cluster.url);
    for (const request of requests) {
      const answer = await fetch(cluster.url + request.path, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as string | undefined,
      });
      if (!answer.ok) throw new Error(`${request.method} ${request.path} answered ${answer.status}`);
    }
    const cookie = await signedInVisitor(cluster.url);
    const signedIn = Math.max(1, Math.round(CONNECTIONS * SIGNED_IN_SHARE));
    await runMix(cluster.url, requests, { connections: 4, durationS: DURATION_S }); // warm-up
    const latencies: number[] = [];
    const processes = { nodes: cluster.nodes.map((node) => node.pid), proxy: cluster.proxyPid, database };
    const cpuBefore = cpuShares(processes);
    const [anonymous, personal] = await Promise.all([
      runMix(cluster.url, requests, { connections: CONNECTIONS - signedIn, durationS: DURATION_S, latencies }),
      runMix(cluster.url, requests, { connections: signedIn, durationS: DURATION_S, cookie, latencies }),
    ]);
    const total = anonymous.requests.total + personal.requests.total;
    const spent = cpuSpent(cpuBefore, cpuShares(processes));
    const summary = summarise(latencies, DURATION_S * 1000);
    return {
      nodes,
      requestsPerSecond: Math.round(total / DURATION_S),
      p50: Math.round(summary.p50),
      p95: Math.round(summary.p95),
      p99: Math.round(summary.p99),
      errors: anonymous.errors + personal.errors + anonymous.timeouts + personal.timeouts,
      non2xx: anonymous.non2xx + personal.non2xx,
      cpuPerRequest: {
        nodes: spent.nodes / total,
        proxy: spent.proxy / total,
        database: spent.database / total,
        bench: spent.bench / total,
      },
    };
  } finally {
    await cluster.stop();
  }
}

export default async function loadBench(): Promise<void> {
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = `load_bench_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database "${database}"`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'load-bench-'));
  mkdirSync(SHARED_MEDIA_DIR, { recursive: true });
  symlinkSync(SHARED_MEDIA_DIR, path.join(dataDir, 'media'), 'dir');
  try {
    const url = withDatabase(server, database);
    const one = await measure(1, url, database, dataDir);
    const two = await measure(2, url, database, dataDir);
    console.log(
      `mix: pages (home, search, filtered search, listings), autocomplete, /svc search; ${SIGNED_IN_SHARE * 100} % signed in`,
    );
    console.log(`${DURATION_S} s, ${CONNECTIONS} connections, ${DEMO_LISTINGS} listings, ${os.cpus().length} cores`);
    console.log('nodes  req/s    p50 ms  p95 ms    p99 ms  errors  non-2xx');
    for (const figures of [one, two])
      console.log(
        `${String(figures.nodes).padEnd(6)} ${String(figures.requestsPerSecond).padEnd(8)} ${String(figures.p50).padEnd(7)} ${String(figures.p95).padEnd(9)} ${String(figures.p99).padEnd(7)} ${String(figures.errors).padEnd(7)} ${figures.non2xx}`,
      );
    console.log(`two nodes / one node: ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}x (target ≥ 1.7x)`);
    printCeiling(one, two);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists "${database}" with (force)`);
  }
}

/**
 * Why the ratio is what it is: each request's CPU by process, and the most the machine's cores can
 * answer at that cost. Two nodes can only gain what the nodes' share leaves of the cores: the proxy,
 * PostgreSQL and the load generator run on the same cores here, not on machines of their own.
 */
function printCeiling(one: Figures, two: Figures): void {
  const cores = os.cpus().length;
  console.log('CPU ms per request   nodes   nginx   PostgreSQL   load generator   total');
  for (const figures of [one, two]) {
    const cpu = figures.cpuPerRequest;
    const total = cpu.nodes + cpu.proxy + cpu.database + cpu.bench;
    console.log(
      `${`${figures.nodes} node(s)`.padEnd(20)} ${cpu.nodes.toFixed(2).padEnd(7)} ${cpu.proxy.toFixed(2).padEnd(7)} ${cpu.database.toFixed(2).padEnd(12)} ${cpu.bench.toFixed(2).padEnd(16)} ${total.toFixed(2)}`,
    );
  }
  const cost = two.cpuPerRequest;
  const used = (figures: Figures, perRequest: number) => ((figures.requestsPerSecond * perRequest) / 1000).toFixed(2);
  const oneTotal =
    one.cpuPerRequest.nodes + one.cpuPerRequest.proxy + one.cpuPerRequest.database + one.cpuPerRequest.bench;
  // A node is not bound to one core (its worker threads run beside the main one): the cores are the bound.
  console.log(
    `one node kept ${used(one, one.cpuPerRequest.nodes)} of ${cores} cores busy itself and ${used(one, oneTotal)} with everything else`,
  );
  const ceiling = (cores * 1000) / (cost.nodes + cost.proxy + cost.database + cost.bench);
  const nodesOnly = (cores * 1000) / cost.nodes;
  console.log(
    `all ${cores} cores at two nodes' cost per request answer at most ${Math.round(ceiling)} req/s: ${(ceiling / one.requestsPerSecond).toFixed(2)}x one node; with nginx, PostgreSQL and the load generator on machines of their own, ${(nodesOnly / one.requestsPerSecond).toFixed(2)}x`,
  );
}
