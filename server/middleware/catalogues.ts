import type { Middleware } from 'koa';
import { CATALOGUE_PATH_PREFIX, catalogueAssetAt } from '#config/i18n/catalogueAssets';

const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * Serves the translation catalogues pages link to (config/i18n/catalogueAssets): content-addressed
 * URLs, so they are immutable and a returning visitor's browser never asks again.
 */
export function catalogues(): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(CATALOGUE_PATH_PREFIX) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const asset = catalogueAssetAt(ctx.path);
    if (!asset) {
      // The prefix is ours: an unknown catalogue (an old hash after a deploy) is a plain 404, not a page.
      ctx.status = 404;
      ctx.type = 'application/json';
      ctx.body = { code: 'CATALOGUE_NOT_FOUND', message: 'Translation catalogue not found', field: 'path' };
      return;
    }
    ctx.set('Cache-Control', `public, max-age=${ONE_YEAR_S}, immutable`);
    ctx.type = 'application/json';
    ctx.body = asset.json;
  };
}
