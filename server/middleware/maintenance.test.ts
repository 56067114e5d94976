import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { maintenance } from './maintenance';

async function call(on: boolean, path: string): Promise<Response> {
  const app = new Koa();
  app.use(maintenance({ on, retryAfterS: 600 }));
  app.use((ctx) => {
    ctx.body = 'page';
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
  } finally {
    server.close();
  }
}

describe('maintenance', () => {
  it('answers 503 with Retry-After when the flag is on, pages and services alike', async () => {
    const page = await call(true, '/maintenance');
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('600');
    const svc = await call(true, '/svc/listings/v2/listings/1');
    expect(svc.status).toBe(503);
    expect(await svc.json()).toMatchObject({ code: 'MAINTENANCE' });
  });

  it('lets everything through when the flag is off, and the health checks always', async () => {
    expect((await call(false, '/maintenance')).status).toBe(200);
    expect((await call(true, '/readyz')).status).toBe(200);
  });
});
