import 'reflect-metadata';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { readSettings } from '#config/env';
import { composeServerRoot } from '#config/di/serverContainer';
import { openDemoDatabase, type TestDatabase } from '#test/harness/db/openDemoDatabase';
import { createApp } from '#server/app';
import { closeGracefully } from '#server/gracefulClose';
import { answerClientErrors } from '#server/middleware/clientErrors';

export interface TestApp {
  base: string;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * Tests only: the whole Koa app (edges, identity, /svc, SSR) on a free local port over a small
 * seeded database, with the environment a test gives (e.g. METRICS_TOKEN, TRUST_PROXY).
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openDemoDatabase({ listings: 120, seed: 3, now: new Date('2026-11-20T00:00:00Z') });
  const settings = {
    ...readSettings({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), `app-int-${process.pid}`), ...env }),
    production: false,
  };
  const app = createApp({
    settings,
    logger: pino({ level: 'silent' }),
    root: composeServerRoot(database.db, settings),
    ready: async () => true,
  });
  const server = http.createServer(app.callback());
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    database,
    async close() {
      await closeGracefully(server);
      await app.closeWorkers();
      await database.close();
    },
  };
}
