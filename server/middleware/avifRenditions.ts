import type { Middleware } from 'koa';
import { ensureAvifRendition } from '#infrastructure/listings/media/avifRendition';

/** Before /media is served: an AVIF rendition asked for and not made yet is made from its WebP. */
export function avifRenditions(mediaDir: string): Middleware {
  return async (ctx, next) => {
    const match = /^\/media\/([a-z0-9-]+)\.avif$/.exec(ctx.path);
    if (match && (ctx.method === 'GET' || ctx.method === 'HEAD')) await ensureAvifRendition(mediaDir, match[1]);
    await next();
  };
}
