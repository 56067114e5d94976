import type { Context } from 'koa';

/** This site's origin as the visitor reached it (Koa 3's ctx.origin is the Origin request header, not ours). */
export const selfOrigin = (ctx: Context): string => `${ctx.protocol}://${ctx.host}`;
