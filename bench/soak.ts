import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type PortalProcess, SHARED_MEDIA_DIR, startPortalProcess } from '#test/harness/servers/portalProcess';
import { loadMix, runMix } from './support/loadMix';
import { type CollectedMemory, MEMORY_ON_SIGNAL, memoryAfterCollection } from './support/memoryAfterCollection';
import { signedInVisitor } from './support/signedInVisitor';
import { fixed } from './support/stats';

/**
 * Memory and soak. One production node (PGlite in a kept data folder under
 * BENCH_DATA_DIR, or SOAK_DATABASE_URL's PostgreSQL, e.g. bench/search's million-listing database):
 * (1) the index's share: its typed arrays as it counts them (its log line), per listing, and beside
 * it a node's memory with the search index off (SEARCH_INDEX=off) and on after a short warm-up of
 * the load mix, read after a full collection (support/memoryAfterCollection). That difference is
 * not the index's alone: PGlite runs in the node and its memory grows with whatever path searched
 * (the off node's SQL searches grow it more); (2) the load mix for
 * SOAK_S seconds (default 600) at SOAK_CONNECTIONS (default 8, a fifth signed in). The heap is read
 * after every full collection: the node runs with --trace-gc and V8 prints each Mark-Compact's
 * "before -> after" heap size, the after being what survived (live data, no garbage); the slope is
 * the least-squares line through those after-sizes past the first minute (warm-up). Heap used as
 * /metrics samples it every 5 s is printed too: that one saws with the garbage between collections,
 * and its minute floors rise as V8 lets the heap grow, leak or not. RSS comes from /metrics every 5 s.
 */
const LISTINGS = Number(process.env.DEMO_LISTINGS ?? 20_000);
const SOAK_S = Number(process.env.SOAK_S ?? 600);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 8);
const DATABASE_URL = process.env.SOAK_DATABASE_URL;
const DATA_DIR = path.join(
  process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'homefinder-bench'),
  `soak-${LISTINGS}`,
);
const TOKEN = 'soak-bench';
const MB = 1024 * 1024;

interface Memory {
  rss: number;
  heapUsed: number;
}

async function memoryOf(portal: PortalProcess): Promise<Memory> {
  const text = await (await fetch(`${portal.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const gauge = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { rss: gauge('process_resident_memory_bytes'), heapUsed: gauge('nodejs_heap_size_used_bytes') };
}

async function startNode(index: 'on' | 'off', logFile: string, nodeArgs: string[] = []): Promise<PortalProcess> {
  fs.mkdirSync(SHARED_MEDIA_DIR, { recursive: true });
  if (!DATABASE_URL && !fs.existsSync(path.join(DATA_DIR, 'media'))) {
    fs.mkdirSync(DATA_DIR, { recursive: true });
    fs.symlinkSync(SHARED_MEDIA_DIR, path.join(DATA_DIR, 'media'), 'dir');
  }
  fs.writeFileSync(logFile, '');
  const portal = await startPortalProcess({
    mode: 'production',
    demoListings: LISTINGS,
    logFile,
    nodeArgs,
    env: {
      DATA_DIR,
      ...(DATABASE_URL ? { DATABASE_URL } : {}),
      SEARCH_INDEX: index,
      METRICS_TOKEN: TOKEN,
      MAP_TILE_URL: '',
      IDENTITY_MAIL_VIEWER: 'true',
      IDENTITY_ACCESS_TOKEN_TTL: '3600',
    },
  });
  if (index === 'on') {
    try {
      // The searches service (and its index) is made on the first search the node serves.
      await fetch(`${portal.url}/switzerland/buy`, { headers: { accept: 'text/html' } });
      const started = Date.now();
      while (!fs.readFileSync(logFile, 'utf8').includes('search index: ')) {
        if (Date.now() - started > 600_000) throw new Error('the search index did not load within 10 minutes');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    } catch (error) {
      await portal.stop();
      throw error;
    }
  }
  return portal;
}

/** The index's typed arrays (MB) from its "search index: … MB of typed arrays" log line. */
function typedArraysMb(logFile: string): number {
  const found = /search index: .*?, ([\d.]+) MB of typed arrays/.exec(fs.readFileSync(logFile, 'utf8'));
  if (!found) throw new Error('the node logged no size of its search index');
  return Number(found[1]);
}

/**
 * The main isolate's tag in --trace-gc lines ("[pid:0xaddress]"): every isolate prints its own, a
 * worker thread's included (a small heap that would drag the floor down), and the main one's first.
 */
function mainIsolate(logFile: string): string {
  const tag = /^(\[\d+:0x[0-9a-f]+\]) +\d+ ms: /m.exec(fs.readFileSync(logFile, 'utf8'))?.[1];
  if (!tag) throw new Error('no --trace-gc line in the node log');
  return tag;
}

/** The main isolate's heap after each full collection (MB), from the --trace-gc lines appended to the log since `from`. */
function fullCollections(logFile: string, from: number, isolate: string): { next: number; afterMb: number[] } {
  const fd = fs.openSync(logFile, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    const buffer = Buffer.alloc(Math.max(0, size - from));
    fs.readSync(fd, buffer, 0, buffer.length, from);
    const text = buffer.toString('utf8');
    // Only whole lines: a line still being written is read next time.
    const complete = text.lastIndexOf('\n') + 1;
    const afterMb = [
      ...text
        .slice(0, complete)
        .matchAll(/^(\[[^\]]+\]) +\d+ ms: Mark-Compact[^\n]*? [\d.]+ \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB/gm),
    ]
      .filter((match) => match[1] === isolate)
      .map((match) => Number(match[2]));
    return { next: from + Buffer.byteLength(text.slice(0, complete)), afterMb };
  } finally {
    fs.closeSync(fd);
  }
}

/** Each minute's lowest value (minutes numbered from the start). */
function minuteFloors(points: { s: number; value: number }[]): { minute: number; s: number; value: number }[] {
  const floors = new Map<number, { minute: number; s: number; value: number }>();
  for (const point of points) {
    const minute = Math.floor(point.s / 60);
    const floor = floors.get(minute);
    if (!floor || point.value < floor.value) floors.set(minute, { minute, ...point });
  }
  return [...floors.values()].sort((a, b) => a.minute - b.minute);
}

/** Least-squares slope of (seconds, value) pairs, per minute. */
function slopePerMinute(points: [number, number][]): number {
  const n = points.length;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const covariance = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const variance = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return variance === 0 ? 0 : (covariance / variance) * 60;
}

export default async function soakBench(): Promise<void> {
  const logFile = path.join(os.tmpdir(), `soak-node-${process.pid}.log`);
  const where = DATABASE_URL ? 'PostgreSQL (SOAK_DATABASE_URL)' : `PGlite in ${DATA_DIR}`;
  console.log(`memory and soak: ${LISTINGS.toLocaleString('en')} listings, ${where}, ${os.cpus().length} cores`);

  const memory: Record<string, CollectedMemory> = {};
  let indexMb = NaN;
  for (const index of ['off', 'on'] as const) {
    const portal = await startNode(index, logFile, MEMORY_ON_SIGNAL);
    try {
      if (index === 'on') indexMb = typedArraysMb(logFile);
      const requests = await loadMix(portal.url);
      await runMix(portal.url, requests, { connections: 4, durationS: 10 });
      memory[index] = await memoryAfterCollection(portal.pid, logFile);
      const { rss, heapUsed, external } = memory[index];
      console.log(
        `  index ${index.padEnd(3)}, after a full collection: RSS ${fixed(rss / MB, 0)} MB, heap used ${fixed(heapUsed / MB, 0)} MB, outside the heap ${fixed(external / MB, 0)} MB`,
      );
    } finally {
      await portal.stop();
    }
  }
  const heap = memory.on.heapUsed - memory.off.heapUsed;
  const external = memory.on.external - memory.off.external;
  console.log(
    `  the index's share: ${fixed(indexMb, 1)} MB of typed arrays (${fixed((indexMb * MB) / LISTINGS, 0)} bytes per listing), as the index counts them; its maps and strings are in the heap`,
  );
  console.log(
    `  node with the index on less off, after a full collection (PGlite's memory included): heap ${fixed(heap / MB, 0)} MB, outside the heap ${fixed(external / MB, 0)} MB, RSS ${fixed((memory.on.rss - memory.off.rss) / MB, 0)} MB`,
  );

  if (SOAK_S <= 0) return;
  const portal = await startNode('on', logFile, ['--trace-gc']);
  try {
    const requests = await loadMix(portal.url);
    const cookie = await signedInVisitor(portal.url);
    const signedIn = Math.max(1, Math.round(CONNECTIONS / 5));
    const samples: { s: number; rss: number; heapUsed: number }[] = [];
    const collections: { s: number; value: number }[] = [];
    const isolate = mainIsolate(logFile);
    let logOffset = fs.statSync(logFile).size;
    const started = Date.now();
    const sampler = setInterval(() => {
      const s = (Date.now() - started) / 1000;
      const read = fullCollections(logFile, logOffset, isolate);
      logOffset = read.next;
      for (const afterMb of read.afterMb) collections.push({ s, value: afterMb });
      void memoryOf(portal).then((sample) => samples.push({ s, ...sample }));
    }, 5_000);
    const [anonymous, personal] = await Promise.all([
      runMix(portal.url, requests, { connections: CONNECTIONS - signedIn, durationS: SOAK_S }),
      runMix(portal.url, requests, { connections: signedIn, durationS: SOAK_S, cookie }),
    ]).finally(() => clearInterval(sampler));
    // Past the first minute (warm-up), before the load stops.
    const settled = collections.filter((point) => point.s >= 60 && point.s <= SOAK_S);
    const heapSlope = slopePerMinute(settled.map((point) => [point.s, point.value]));
    const sampled = samples.filter((sample) => sample.s >= 60 && sample.s <= SOAK_S);
    const rssFloors = minuteFloors(sampled.map((sample) => ({ s: sample.s, value: sample.rss / MB })));
    const rssSlope = slopePerMinute(rssFloors.map((floor) => [floor.s, floor.value]));
    const sampledFloors = minuteFloors(sampled.map((sample) => ({ s: sample.s, value: sample.heapUsed / MB })));
    const total = anonymous.requests.total + personal.requests.total;
    const errors = anonymous.errors + personal.errors + anonymous.timeouts + personal.timeouts;
    console.log(
      `  soak: ${SOAK_S} s, ${CONNECTIONS} connections, ${total.toLocaleString('en')} requests (${fixed(total / SOAK_S, 0)}/s), ${errors} errors, ${anonymous.non2xx + personal.non2xx} non-2xx`,
    );
    console.log(
      `  heap after full collections, each minute's lowest (MB): ${minuteFloors(
        collections.filter((point) => point.s <= SOAK_S),
      )
        .map((floor) => `${floor.minute}:${fixed(floor.value, 0)}`)
        .join(' ')}; ${settled.length} collections past the first minute, slope ${fixed(heapSlope, 2)} MB/min`,
    );
    console.log(
      `  heap used as sampled every 5 s, minute floors (MB, not post-GC): ${sampledFloors.map((floor) => fixed(floor.value, 0)).join(' ')}; slope ${fixed(slopePerMinute(sampledFloors.map((floor) => [floor.s, floor.value])), 2)} MB/min`,
    );
    console.log(
      `  RSS, minute floors (MB): ${rssFloors.map((floor) => fixed(floor.value, 0)).join(' ')}; slope ${fixed(rssSlope, 2)} MB/min`,
    );
  } finally {
    await portal.stop();
  }
}
