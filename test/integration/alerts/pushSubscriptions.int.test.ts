import { jest } from '@jest/globals';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { type IdentityTestServer, startIdentityTestServer } from '#test/harness/servers/identityTestServer';
import { signIn, visitor } from '#test/harness/identity/signIn';
import type { TestBrowser } from '#test/harness/identity/TestBrowser';

jest.setTimeout(60_000);

/**
 * docs/security.md "Outbound URLs": a push endpoint is a URL the push job will call, so only an
 * https endpoint of the public internet is stored; and the browser's unsubscribe (a DELETE naming
 * its endpoint in the body) works.
 */
let server: IdentityTestServer;
let browser: TestBrowser;
const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

async function storedEndpoints(): Promise<string[]> {
  const { rows } = (await server.db.db.execute(sql`select endpoint from push_subscriptions`)) as unknown as {
    rows: { endpoint: string }[];
  };
  return rows.map((row) => row.endpoint);
}

beforeAll(async () => {
  server = await startIdentityTestServer();
  await server.fixtures.user({ email: 'pia@example.ch', passwordHash: await hash('correct horse battery') });
  browser = await visitor(server.url);
  await signIn(browser, 'pia@example.ch', 'correct horse battery');
}, 120_000);

afterAll(() => server?.close());

it.each([
  'https://169.254.169.254/latest/meta-data/',
  'https://127.0.0.1:22/',
  'https://[::1]:5432/',
  'https://10.0.0.8/push',
  'https://[::ffff:127.0.0.1]/push',
  'https://localhost/push',
  'https://metadata.google.internal/push',
])('refuses a push endpoint that is not on the public internet: %s', async (endpoint) => {
  const answered = await browser.request('POST', '/svc/alerts/push/subscriptions', { json: { endpoint, keys } });
  expect(answered.status).toBe(400);
  expect(answered.body).toMatchObject({ code: 'ENDPOINT_NOT_PUBLIC', field: 'endpoint' });
  expect(await storedEndpoints()).not.toContain(endpoint);
});

it("stores a public push service's endpoint, and the browser's unsubscribe (DELETE with its endpoint) removes it", async () => {
  // An address literal: no resolver is asked, so the test needs no network.
  const endpoint = 'https://8.8.8.8/push/pia-browser';
  const subscribed = await browser.request('POST', '/svc/alerts/push/subscriptions', { json: { endpoint, keys } });
  expect(subscribed.status).toBeLessThan(300);
  expect(await storedEndpoints()).toContain(endpoint);
  const unsubscribed = await browser.request('DELETE', '/svc/alerts/push/subscriptions', { json: { endpoint } });
  expect(unsubscribed.status).toBeLessThan(300);
  expect(await storedEndpoints()).not.toContain(endpoint);
});
