import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { trust } from './trust';

/** A Koa app behind `trust` that reports what it believes about the request. */
async function serve(settings: { trustProxy: string[]; publicOrigin?: string }) {
  const app = new Koa({ proxy: true, maxIpsCount: 1 });
  app.use(trust(settings));
  app.use((ctx) => {
    ctx.body = { ip: ctx.ip, host: ctx.host, protocol: ctx.protocol, selfOrigin: ctx.state.selfOrigin };
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const ask = async (headers: Record<string, string>) =>
    (await (await fetch(`http://127.0.0.1:${port}/`, { headers })).json()) as Record<string, string>;
  return { port, ask, close: () => new Promise((resolve) => server.close(resolve)) };
}

const forged = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('trust: forwarded headers only from TRUST_PROXY (a finding of the security probe)', () => {
  it('ignores X-Forwarded-* from a peer that is not a configured proxy', async () => {
    const app = await serve({ trustProxy: [] });
    const seen = await app.ask(forged);
    // The rate-limit key (ctx.ip) is the socket's address, not the one the client wrote.
    expect(seen.ip).toMatch(/127\.0\.0\.1$/);
    expect(seen.host).toBe(`127.0.0.1:${app.port}`);
    expect(seen.protocol).toBe('http');
    expect(seen.selfOrigin).toBe(`http://127.0.0.1:${app.port}`);
    await app.close();
  });

  it('honours a configured proxy, taking the address it appended (not the leftmost a client wrote)', async () => {
    const app = await serve({ trustProxy: ['127.0.0.0/8'], publicOrigin: 'https://homefinder.ch' });
    const seen = await app.ask({ ...forged, 'x-forwarded-for': '198.51.100.1, 203.0.113.9' });
    expect(seen.ip).toBe('203.0.113.9');
    expect(seen.protocol).toBe('https');
    // Even from a trusted proxy, a host config does not know is not this site's origin.
    expect(seen.selfOrigin).toBe('https://homefinder.ch');
    const portalHost = await app.ask({ ...forged, 'x-forwarded-host': 'www.homefinder.fr' });
    expect(portalHost.selfOrigin).toBe('https://www.homefinder.fr');
    await app.close();
  });
});
