import 'reflect-metadata';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { readSettings } from '#config/env';
import type { Container } from 'inversify';
import type { TestBinding } from '#config/di/composeTestRoot';
import { composeServerRoot } from '#config/di/serverContainer';
import { openDemoDatabase, type TestDatabase } from '#test/harness/db/openDemoDatabase';
import { createApp } from '#server/app';
import { closeGracefully } from '#server/gracefulClose';
import { answerClientErrors } from '#server/middleware/clientErrors';

export interface TestApp {
  base: string;
  database: TestDatabase;
  /** The app's root container (a test reads a port, or issues what a fixture needs, through it). */
  root: Container;
  /** What the app logged at level error or above (a 500's cause), newest last, at most 20. */
  loggedErrors: string[];
  close(): Promise<void>;
}

/**
 * Tests only: the whole Koa app (edges, identity, /svc, SSR) on a free local port over a small
 * seeded database (or the one a test opens), with the environment a test gives (e.g. METRICS_TOKEN,
 * TRUST_PROXY) and the few ports it replaces (`bindings`, as composeTestRoot takes them).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    bindings?: readonly TestBinding[];
    /** The database the app runs on (a suite's own fixtures); the small demo data set by default. */
    database?: () => Promise<TestDatabase>;
  } = {},
): Promise<TestApp> {
  const database = options.database
    ? await options.database()
    : await openDemoDatabase({ listings: 120, seed: 3, now: new Date('2026-11-20T00:00:00Z') });
  const settings = {
    ...readSettings({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), `app-int-${process.pid}`), ...env }),
    production: false,
  };
  const root = composeServerRoot(database.db, settings);
  for (const [token, value] of options.bindings ?? []) root.rebind(token).toConstantValue(value);
  const loggedErrors: string[] = [];
  const errorLog = {
    write(line: string) {
      loggedErrors.push(line.slice(0, 2000));
      if (loggedErrors.length > 20) loggedErrors.shift();
    },
  };
  const app = createApp({ settings, logger: pino({ level: 'error' }, errorLog), root, ready: async () => true });
  const server = http.createServer(app.callback());
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    database,
    root,
    loggedErrors,
    async close() {
      await closeGracefully(server);
      await app.closeWorkers();
      await database.close();
    },
  };
}
