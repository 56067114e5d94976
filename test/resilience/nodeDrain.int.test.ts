import { existsSync } from 'node:fs';
import { jest } from '@jest/globals';
import { runNodeDrain } from './nodeDrain';

/**
 * The outage faults, small: "SIGTERM to a node under load: 0 failed requests at the proxy, the node
 * drains in at most 10 s". The full run is bench/nodeDrain.ts. Needs PostgreSQL (DATABASE_URL,
 * as CI sets it) and nginx (.ci/run installs it).
 */
jest.setTimeout(900_000);

const runs = Boolean(process.env.DATABASE_URL) && existsSync('/usr/sbin/nginx');

(runs ? it : it.skip)('a node stopped with SIGTERM under load costs no request and is gone within 10 s', async () => {
  const figures = await runNodeDrain({
    databaseUrl: process.env.DATABASE_URL as string,
    durationMs: 12_000,
    termAtMs: 4_000,
    concurrency: 8,
    demoListings: 200,
  });
  expect(figures.requests).toBeGreaterThan(50);
  expect(figures.failures).toEqual([]);
  expect(figures.drainMs).toBeGreaterThanOrEqual(0);
  expect(figures.drainMs).toBeLessThanOrEqual(10_000);
});
