import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import { SearchEngine, SearchesService as SearchesServiceToken } from '#application/search/ports';
import { composeTestRoot } from '#config/di/composeTestRoot';
import { openDatabase } from '#infrastructure/db/Database';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { withDatabase } from '#test/harness/db/openTestDatabase';
import { IndexListingSearch } from '#infrastructure/search/index/IndexListingSearch';
import type { ListingIndexStore } from '#infrastructure/search/index/ListingIndexStore';
import type {
  ListingSearchEngine,
  ListingSearchRequest,
  MapRequest,
} from '#infrastructure/search/sql/ListingSearchEngine';
import type { SqlSearchEngine } from '#infrastructure/search/sql/SqlSearchEngine';
import { benchQueries, type BenchQuery, runBenchQuery } from './support/searchBenchQueries';
import { fixed, percentile } from './support/stats';

/**
 * The in-memory search index alone (p95 at most 25 ms at 1,000,000 listings on
 * PostgreSQL): loads it once from the bench database bench/search seeded
 * (homefinder_bench_search_<DEMO_LISTINGS> on DATABASE_URL's server, never seeded here), prints
 * its cold load time and its memory per listing (heap and external memory, and resident memory,
 * each after a full collection), then runs bench/search's queries through the searches service
 * (the whole path: resolve, index, hydrate, store) and through the index engine alone, p50 / p95 /
 * p99 per kind and overall, in wall time and in this process's processor time (the engine is
 * synchronous: on a shared machine its processor time is what it costs). BENCH_INDEX_BASELINE=
 * <absolute path of another version of infrastructure/search/index, beside it so its relative
 * imports resolve> loads that version's index too (its own store, from the same database: load
 * time and memory printed) and runs its engine alternating with this one, answers compared:
 *
 *   mkdir infrastructure/search/indexBaseline && git archive <commit> infrastructure/search/index \
 *     | tar -x --strip-components=3 -C infrastructure/search/indexBaseline
 *
 * BENCH_SEARCH_INDEX_ROUNDS: rounds (default 30).
 */
const ROUNDS = Number(process.env.BENCH_SEARCH_INDEX_ROUNDS ?? 30);

export default async function searchIndexBench(): Promise<void> {
  const server = process.env.DATABASE_URL;
  if (!server) {
    console.log('set DATABASE_URL (the server where `npm run bench -- search` seeded homefinder_bench_search_<n>)');
    return;
  }
  const size = Number(process.env.DEMO_LISTINGS ?? 1_000_000);
  const database = await openDatabase({
    databaseUrl: withDatabase(server, `homefinder_bench_search_${size}`),
    poolSize: 10,
  });
  try {
    // Every request the service hands the index engine, and the engine's store, kept for the engine-only rounds.
    const seen: { request: ListingSearchRequest | MapRequest; map: boolean }[] = [];
    let storeOf: (() => ListingIndexStore) | undefined;
    const { run, map } = IndexListingSearch.prototype;
    IndexListingSearch.prototype.run = function (this: IndexListingSearch, request) {
      storeOf ??= (this as unknown as { store: () => ListingIndexStore }).store;
      seen.push({ request, map: false });
      return run.call(this, request);
    };
    IndexListingSearch.prototype.map = function (this: IndexListingSearch, request) {
      storeOf ??= (this as unknown as { store: () => ListingIndexStore }).store;
      seen.push({ request, map: true });
      return map.call(this, request);
    };

    const before = memory();
    const container = composeTestRoot(database.db);
    const service = container.get(SearchesServiceToken);
    const loading = performance.now();
    const loadingCpu = process.cpuUsage();
    await (container.get(SearchEngine) as SqlSearchEngine).whenIndexReady();
    const loadMs = performance.now() - loading;
    const loadCpu = process.cpuUsage(loadingCpu);
    const after = memory();
    const queries = await benchQueries(database.db);
    for (const query of queries) await runBenchQuery(service, query); // warm-up, and the engine's requests
    const store = storeOf!();
    const listings = store.size;
    const perListing = (bytes: number) => fixed(bytes / listings, 0);
    console.log(
      `${listings.toLocaleString('en')} listings on PostgreSQL; load average ${os
        .loadavg()
        .map((l) => fixed(l, 1))
        .join(' ')} on ${os.cpus().length} cores`,
    );
    console.log(
      `  cold load: ${fixed(loadMs / 1000, 1)} s (processor time of this process ${fixed((loadCpu.user + loadCpu.system) / 1e6, 1)} s)`,
    );
    console.log(
      `  memory per listing: heap ${perListing(after.heap - before.heap)} B + typed arrays ${perListing(after.external - before.external)} B; resident ${perListing(after.rss - before.rss)} B`,
    );

    await timeRounds('searches service (whole path, index engine)', (q) => runBenchQuery(service, q), queries);

    const requests = seen.slice(-queries.length);
    const current = new IndexListingSearch(storeOf!);
    const baselineDir = process.env.BENCH_INDEX_BASELINE;
    const baseline = baselineDir ? await loadBaseline(baselineDir, database.db, listings) : undefined;
    const ask = (engine: ListingSearchEngine, k: number) =>
      requests[k].map
        ? engine.map(requests[k].request as MapRequest)
        : engine.run(requests[k].request as ListingSearchRequest);
    if (baseline) {
      let differ = 0;
      for (let k = 0; k < queries.length; k++) {
        const [a, b] = [await ask(current, k), await ask(baseline, k)];
        if (canonical(a) !== canonical(b)) {
          differ++;
          console.log(`  ANSWERS DIFFER: ${queries[k].kind}`);
        }
      }
      console.log(
        `  answers compared with the baseline engine: ${queries.length - differ} of ${queries.length} identical`,
      );
    }
    const engines: [string, ListingSearchEngine][] = [['index engine alone', current]];
    if (baseline) engines.push([`baseline engine (${baselineDir})`, baseline]);
    await timeEngines(engines, queries, ask);
    console.log(
      `  load average after: ${os
        .loadavg()
        .map((l) => fixed(l, 1))
        .join(' ')}`,
    );
  } finally {
    await database.close();
  }
}

/** Another version of the index folder, loaded from the same database into a store of its own. */
async function loadBaseline(dir: string, db: Database, listings: number): Promise<ListingSearchEngine> {
  const { ListingSearchIndex } = (await import(`${dir}/ListingSearchIndex.ts`)) as {
    ListingSearchIndex: new (db: Database) => { start(): Promise<void>; stop(): void; store: unknown };
  };
  const { IndexListingSearch: Engine } = (await import(`${dir}/IndexListingSearch.ts`)) as {
    IndexListingSearch: new (store: () => unknown) => ListingSearchEngine;
  };
  const before = memory();
  const index = new ListingSearchIndex(db);
  const loading = performance.now();
  const loadingCpu = process.cpuUsage();
  await index.start();
  index.stop();
  const loadMs = performance.now() - loading;
  const loadCpu = process.cpuUsage(loadingCpu);
  const after = memory();
  const perListing = (bytes: number) => fixed(bytes / listings, 0);
  console.log(
    `  baseline (${dir}): cold load ${fixed(loadMs / 1000, 1)} s (processor time ${fixed((loadCpu.user + loadCpu.system) / 1e6, 1)} s); memory per listing: heap ${perListing(after.heap - before.heap)} B + typed arrays ${perListing(after.external - before.external)} B; resident ${perListing(after.rss - before.rss)} B`,
  );
  return new Engine(() => index.store);
}

async function timeRounds(label: string, once: (q: BenchQuery) => Promise<unknown>, queries: BenchQuery[]) {
  const times = queries.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < queries.length; k++) {
      const t = performance.now();
      await once(queries[k]);
      times[k].push(performance.now() - t);
    }
  }
  report(label, queries, times);
}

/** Engines alternate query by query (which goes first alternates too), so both meet the same load. */
async function timeEngines(
  engines: [string, ListingSearchEngine][],
  queries: BenchQuery[],
  ask: (engine: ListingSearchEngine, k: number) => Promise<unknown>,
) {
  const times = engines.map(() => queries.map(() => [] as number[]));
  const cpu = engines.map(() => queries.map(() => [] as number[]));
  for (const [, engine] of engines) for (let k = 0; k < queries.length; k++) await ask(engine, k);
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < queries.length; k++) {
      for (let e = 0; e < engines.length; e++) {
        const which = (e + round) % engines.length;
        const used = process.cpuUsage();
        const t = performance.now();
        await ask(engines[which][1], k);
        times[which][k].push(performance.now() - t);
        const { user, system } = process.cpuUsage(used);
        cpu[which][k].push((user + system) / 1000);
      }
    }
  }
  engines.forEach(([label], e) => report(label, queries, times[e]));
  // The engine is synchronous work: its processor time is its wall time without the other processes of a shared machine.
  engines.forEach(([label], e) => report(`${label}, processor time of this process`, queries, cpu[e]));
}

function report(label: string, queries: BenchQuery[], times: number[][]) {
  const line = (kind: string, sample: number[]) => {
    const sorted = [...sample].sort((a, b) => a - b);
    const at = (p: number) => fixed(percentile(sorted, p), 1).padStart(7);
    return `    ${kind.padEnd(44)} p50 ${at(50)} ms   p95 ${at(95)} ms   p99 ${at(99)} ms`;
  };
  console.log(`  ${label}: ${queries.length} searches x ${ROUNDS} rounds`);
  queries.forEach((q, k) => console.log(line(q.kind, times[k])));
  console.log(`${line('ALL', times.flat())}   target p95 <= 25 ms`);
}

/** An answer as text with facet values in a fixed order (their order is not part of the contract). */
function canonical(answer: unknown): string {
  return JSON.stringify(answer, (_key, value: unknown) => {
    if (_key === 'clusters') return [...(value as { id: number }[])].sort((a, b) => a.id - b.id);
    if (value instanceof Map)
      return [...value.values()].map((values: { value: string }[]) =>
        [...values].sort((a, b) => a.value.localeCompare(b.value)),
      );
    return value;
  });
}

/** Memory after a full collection: heap, typed arrays' buffers (outside the heap) and resident. */
function memory(): { heap: number; external: number; rss: number } {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, external: m.external, rss: m.rss };
}
