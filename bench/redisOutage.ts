import { Redis } from 'ioredis';
import { failedLogin } from '#test/harness/requests/failedLogin';
import { TcpFaultProxy } from '#test/resilience/tcpFaultProxy';
import { startPortalProcess } from '#test/harness/servers/portalProcess';
import { loadMix, runMix } from './support/loadMix';
import { fixed, summarise } from './support/stats';

/**
 * `node --import ./server/register.js bench/redisOutage.ts`: the Redis fault at full size.
 * One production node reaches the Redis of REDIS_URL through a TCP proxy; the load mix runs for
 * PHASE_S seconds with Redis up, PHASE_S with the proxy cut (Redis gone for the node), and PHASE_S
 * after it is back, while a visitor keeps failing to log in (the attempt limits live in Redis).
 * Prints each phase's throughput, latency and failures, the slowest login answer, and how long after
 * Redis's return the attempts are counted there again. Targets: pages served throughout, no 5xx,
 * logins answered as with Redis, Redis used again by itself.
 */
const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const PHASE_S = Number(process.env.PHASE_S ?? 20);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 8);
const ATTEMPT_KEYS = 'homefinder:attempts:*';

const proxy = new TcpFaultProxy(redisUrl.hostname, Number(redisUrl.port || 6379));
await proxy.start();
const portal = await startPortalProcess({
  mode: 'production',
  demoListings: Number(process.env.DEMO_LISTINGS ?? 2000),
  env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, MAP_TILE_URL: '' },
});
const redis = new Redis(redisUrl.toString());

/** A wrong password for a new unknown e-mail each time, as a guessing script sends it. */
const guess = () => failedLogin(portal.url, `outage.${Date.now()}.${Math.random().toString(36).slice(2)}@example.ch`);

/** The load mix and a login every 250 ms for one phase. */
async function phase(name: string) {
  const latencies: number[] = [];
  const logins: { status: number; ms: number }[] = [];
  let running = true;
  const loginLoop = (async () => {
    while (running) {
      logins.push(await guess().catch(() => ({ status: 0, ms: Number.NaN })));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const started = Date.now();
  const result = await runMix(portal.url, requests, { connections: CONNECTIONS, durationS: PHASE_S, latencies });
  running = false;
  await loginLoop;
  const pages = summarise(latencies, Date.now() - started);
  const statuses = [...new Set(logins.map((login) => login.status))].sort().join('/');
  console.log(
    `${name.padEnd(22)} ${fixed(pages.perSecond, 0).padStart(5)} req/s   p50 ${fixed(pages.p50)} ms   p95 ${fixed(pages.p95)} ms   p99 ${fixed(pages.p99)} ms   non-2xx ${result.non2xx}   errors ${result.errors}   timeouts ${result.timeouts}   |   logins ${logins.length}, answered ${statuses}, slowest ${Math.max(...logins.map((login) => login.ms))} ms`,
  );
}

const requests = await loadMix(portal.url);
try {
  console.log(`Redis fault: ${CONNECTIONS} connections of the load mix, ${PHASE_S} s per phase, one node`);
  await phase('Redis up');
  await proxy.cut();
  await phase('Redis gone');
  await proxy.restore();
  const back = Date.now();
  const keysBefore = (await redis.keys(ATTEMPT_KEYS)).length;
  let counted = Number.NaN;
  while (Date.now() - back < 30_000) {
    await guess();
    if ((await redis.keys(ATTEMPT_KEYS)).length > keysBefore) {
      counted = Date.now() - back;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(
    `attempts counted in Redis again ${fixed(counted, 0)} ms after it came back (ioredis reconnects by itself)`,
  );
  await phase('Redis back');
} finally {
  redis.disconnect();
  await portal.stop();
  await proxy.stop();
}
