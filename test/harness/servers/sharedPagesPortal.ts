import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { readSettings } from '#config/env';
import { createServerRoot } from '#config/di/serverContainer';
import { Database } from '#infrastructure/db/DatabaseToken';
import { createApp } from '#server/app';
import { countVisitorRows } from '#test/harness/db/visitorRows';

/**
 * Tests only (test/integration/portal/sharedPages.int.test.ts): the production portal (built pages,
 * page cache on) in a child process, plus what the test needs and no /svc route offers yet:
 * a listing's price changed in the database the portal reads (PGlite lives in this process).
 * Messages: { kind: 'setPrice', listingId, value } → { kind: 'done' }; { kind: 'visitorRows' } →
 * { kind: 'done', rows } (test/harness/db/visitorRows).
 */
const settings = { ...readSettings({ ...process.env, NODE_ENV: 'production' }), port: 0, host: '127.0.0.1' };
const logger = pino({ level: 'warn', base: undefined });
const services = await createServerRoot(settings, logger);
const app = createApp({ settings, logger, root: services.root, ready: services.ready });
const server = http.createServer(app.callback());
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const db = services.root.get(Database);

process.on('message', (message: { kind: string; listingId: number; value: number }) => {
  void (async () => {
    if (message.kind === 'setPrice') {
      // As a publishing service would: the new price, its previous one and its EUR value (the index sorts by it).
      await db.execute(sql`update listings set price_previous_value = price_value, price_value = ${message.value},
        price_eur = price_eur * ${message.value} / nullif(price_value, 0), updated_at = now() where id = ${message.listingId}`);
    }
    if (message.kind === 'visitorRows') return process.send?.({ kind: 'done', rows: await countVisitorRows(db) });
    process.send?.({ kind: 'done' });
  })().catch((error: unknown) => process.send?.({ kind: 'failed', message: String(error) }));
});
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => void app.closeWorkers().then(() => services.close().then(() => process.exit(0))));
});
process.send?.({ kind: 'listening', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
