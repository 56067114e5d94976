import type { Middleware } from 'koa';
import { CATALOGUE_PATH_PREFIX, catalogueAssetAt } from '../../config/i18n/catalogueAssets';

const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * Serves the translation catalogues pages link to (config/i18n/catalogueAssets): content-addressed
 * URLs, so they are immutable and a returning visitor's browser never asks again.
 */
export function catalogues(): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(CATALOGUE_PATH_PREFIX) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const asset = catalogueAssetAt(ctx.path);
    if (!asset) return next();
    ctx.set('Cache-Control', `public, max-age=${ONE_YEAR_S}, immutable`);
    ctx.type = 'application/json';
    ctx.body = asset.json;
  };
}
