import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Router from '@koa/router';
import type { Container } from 'inversify';
import Koa, { type Context } from 'koa';
import type { RequestContext } from '#application/portal/RequestContext';

export interface ServedServices {
  url: string;
  close(): Promise<void>;
}

/**
 * Tests only: /svc routes on a free local port, each request given the container and the request
 * context the real app's `regional` step would give it. Service suites test their routes over
 * real HTTP without the rest of the app.
 */
export async function serveServices(
  router: Router,
  stateOf: (ctx: Context) => { container: Container; requestContext: RequestContext },
): Promise<ServedServices> {
  const app = new Koa();
  app.use(async (ctx, next) => {
    const { container, requestContext } = stateOf(ctx);
    ctx.state.container = container;
    ctx.state.requestContext = requestContext;
    await next();
  });
  app.use(router.routes());
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
