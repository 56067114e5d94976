import type { Container } from 'inversify';
import type { Context, Middleware, Next } from 'koa';
import type { Settings } from '#config/env';
import { IdentityConfig } from '#config/identity/IdentityConfig';
import { IdentityJobs } from '#config/identity/IdentityServerParts';
import { PORTAL_HOSTS } from '#config/portals';
import { createIdentityProvider } from './createIdentityProvider';
import { IDENTITY_PREFIX } from './identityConstants';
import { IdentitySession } from './identitySession';
import { interactionRoutes } from './interactionRoutes';
import { mailViewer } from './mailViewer';
import { mountProvider } from './mountProvider';
import { portalAuthRoutes } from './portalAuthRoutes';

/**
 * Identity in the Koa app, placed right after `regional`: the OpenID Connect provider at
 * /svc/identity/connect/*, the portal's login routes (/auth/*), the login page's calls (/login/*),
 * the dev mail viewer, and the session step that gives every page and /svc call its token.
 * Also starts the outbox worker; `close()` stops it and ends the attempt limits' Redis connection
 * (call it before closing the database).
 */
export function identity(options: { root: Container; settings: Settings }): Middleware & { close(): Promise<void> } {
  const { root, settings } = options;
  const config = root.get(IdentityConfig);
  const production = settings.production;
  const session = new IdentitySession(root, config, production);
  const allowSocial = (ctx: Context) =>
    ctx.state.requestContext.portal.allowUsers && ctx.state.requestContext.portal.allowSocialLogin;
  const jobs = root.get(IdentityJobs);
  jobs.start();
  // Built on the first request: with PORT=0 only the socket knows the port the redirect URIs need.
  let built: Middleware | undefined;
  const build = (port: number): Middleware => {
    const provider = createIdentityProvider({ root, config, origins: portalOrigins(settings, port) });
    const auth = portalAuthRoutes({ root, config, production, session });
    const login = interactionRoutes({ root, provider, config, production, allowSocial });
    const middleware = [
      mountProvider(IDENTITY_PREFIX, provider),
      auth.routes() as Middleware,
      login.routes() as Middleware,
    ];
    if (config.settings.mailViewer) middleware.push(mailViewer(root).routes() as Middleware);
    middleware.push(session.middleware());
    return chain(middleware);
  };
  const identityMiddleware: Middleware = (ctx, next) => {
    built ??= build(ctx.req.socket.localPort ?? settings.port);
    return built(ctx, next);
  };
  const close = () => jobs.stop();
  return Object.assign(identityMiddleware, { close });
}

/** Runs middleware in order, each reaching the next through `next` (koa-compose's contract, without the dependency). */
function chain(middleware: Middleware[]): Middleware {
  return (ctx: Context, next: Next) => {
    const run = (index: number): Promise<void> =>
      index === middleware.length ? next() : Promise.resolve(middleware[index](ctx, () => run(index + 1)));
    return run(0);
  };
}

/** The origins the portal is reached on: its public origin, localhost on its port, and every configured portal host. */
function portalOrigins(settings: Settings, port: number): string[] {
  const origins = new Set<string>([`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
  if (settings.publicOrigin) origins.add(settings.publicOrigin.replace(/\/$/, ''));
  for (const host of Object.keys(PORTAL_HOSTS)) {
    origins.add(host.endsWith('.localhost') ? `http://${host}:${port}` : `https://${host}`);
  }
  return [...origins];
}
