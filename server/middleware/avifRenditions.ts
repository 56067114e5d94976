import type { Middleware } from 'koa';
import type { ListingMediaRenditions } from '#application/listings/ports';

/** Before /media is served: an AVIF rendition asked for and not made yet is made from its WebP. */
export function avifRenditions(renditions: ListingMediaRenditions): Middleware {
  return async (ctx, next) => {
    const match = /^\/media\/([a-z0-9-]+)\.avif$/.exec(ctx.path);
    if (match && (ctx.method === 'GET' || ctx.method === 'HEAD')) await renditions.ensureAvif(match[1]);
    await next();
  };
}
