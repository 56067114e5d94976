import type { Context } from 'koa';

/**
 * This site's origin as config knows it (server/middleware/trust.ts decides it per request from
 * PUBLIC_ORIGIN and the portal hosts); never a Host or X-Forwarded-Host a visitor made up.
 */
export const selfOrigin = (ctx: Context): string => ctx.state.selfOrigin ?? `${ctx.protocol}://${ctx.host}`;
