import type { Server } from 'node:http';
import type { Middleware } from 'koa';

/**
 * Vite + Vike dev middleware (a Connect stack) bridged into Koa. When Vite answers the
 * request itself (modules, HMR), Koa must not respond again.
 */
export async function viteDevMiddleware(
  root: string,
  httpServer: Server,
): Promise<{ middleware: Middleware; close: () => Promise<void> }> {
  const { createDevMiddleware } = await import('vike/server');
  const { devMiddleware, viteServer } = await createDevMiddleware({
    root,
    viteConfig: { server: { hmr: { server: httpServer } } },
  });
  const middleware: Middleware = (ctx, next) =>
    new Promise<void>((resolve, reject) => {
      const finished = () => {
        ctx.respond = false;
        resolve();
      };
      ctx.res.once('finish', finished);
      devMiddleware(ctx.req, ctx.res, (error?: unknown) => {
        ctx.res.off('finish', finished);
        if (error) reject(error instanceof Error ? error : new Error('Vite dev middleware failed', { cause: error }));
        else next().then(resolve, reject);
      });
    });
  return { middleware, close: () => viteServer.close() };
}
