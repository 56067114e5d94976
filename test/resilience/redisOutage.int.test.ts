import { jest } from '@jest/globals';
import { Redis } from 'ioredis';
import { type PortalProcess, startPortalProcess } from '#test/harness/servers/portalProcess';
import { failedLogin } from '../harness/requests/failedLogin';
import { TcpFaultProxy } from './tcpFaultProxy';

/**
 * The outage faults, small: "Redis stopped under load: the portal keeps serving (memory fallbacks as
 * designed), and recovers when it returns." The node reaches Redis through a TCP proxy that is
 * cut and restored, so the Redis other suites share keeps running. Needs REDIS_URL.
 */
jest.setTimeout(600_000);

const runs = Boolean(process.env.REDIS_URL);
let proxy: TcpFaultProxy;
let portal: PortalProcess;
const PREFIX = 'homefinder:attempts:';

beforeAll(async () => {
  if (!runs) return;
  const redis = new URL(process.env.REDIS_URL as string);
  proxy = new TcpFaultProxy(redis.hostname, Number(redis.port || 6379));
  await proxy.start();
  portal = await startPortalProcess({
    mode: 'production',
    demoListings: 200,
    env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, MAP_TILE_URL: '', PAGE_CACHE_MB: '0' },
  });
});

afterAll(async () => {
  await portal?.stop();
  await proxy?.stop();
});

async function attemptKeys(): Promise<number> {
  const client = new Redis(process.env.REDIS_URL as string);
  try {
    return (await client.keys(`${PREFIX}*`)).length;
  } finally {
    client.disconnect();
  }
}

/** A wrong password for an unknown e-mail: the answer, and how long it took. */
const wrongPassword = (email: string) => failedLogin(portal.url, email);

(runs ? it : it.skip)(
  'with Redis gone the portal serves pages and counts login attempts in memory; Redis counts again once back',
  async () => {
    const before = await wrongPassword('before.outage@example.ch');
    expect(before.status).toBeGreaterThanOrEqual(400);
    expect(before.status).toBeLessThan(500);

    await proxy.cut();
    const page = await fetch(`${portal.url}/switzerland/buy`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const during = await wrongPassword('during.outage@example.ch');
    // The same answer as with Redis, and no wait on a Redis that is not there.
    expect(during.status).toBe(before.status);
    expect(during.ms).toBeLessThan(3_000);

    await proxy.restore();
    const keysBefore = await attemptKeys();
    const back = Date.now();
    // ioredis reconnects by itself; attempts land in Redis again.
    while ((await wrongPassword(`after.outage.${Date.now()}@example.ch`)) && (await attemptKeys()) <= keysBefore) {
      expect(Date.now() - back).toBeLessThan(15_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  },
);
