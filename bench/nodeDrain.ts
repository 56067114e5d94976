import { runNodeDrain } from '#test/resilience/nodeDrain';

/**
 * `node --import ./server/register.js bench/nodeDrain.ts`: the SIGTERM fault at full size
 * (60 s, 32 requests in flight, SIGTERM at 20 s) on the PostgreSQL at DATABASE_URL. Prints the
 * figures; targets: 0 failed requests at the proxy, the node gone within 10 s.
 */
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const figures = await runNodeDrain({
  databaseUrl,
  durationMs: Number(process.env.DURATION_S ?? 60) * 1000,
  termAtMs: Number(process.env.TERM_AT_S ?? 20) * 1000,
  concurrency: Number(process.env.CONCURRENCY ?? 32),
  demoListings: Number(process.env.DEMO_LISTINGS ?? 2000),
  log: (line) => console.log(`  ${line}`),
  ...(process.env.LOG_DIR ? { logDir: process.env.LOG_DIR } : {}),
});
console.log(JSON.stringify(figures, null, 2));
console.log(
  `failed ${figures.failed} of ${figures.requests} (target 0); drained in ${figures.drainMs} ms (target ≤ 10000); ${figures.requestsPerSecond} req/s`,
);
