import type { Middleware } from 'koa';
import { sendError } from '../svc/shared/serviceError';
import { isPrototypeKey } from '../svc/shared/requestText';

/**
 * No route of ours reads a query parameter named after an object's own properties (`__proto__`,
 * `constructor`, `hasOwnProperty`…), and code below us trips on them (Vike's URL parser calls
 * `search.hasOwnProperty`): such a request is refused before any page or service sees it.
 */
export function queryKeys(): Middleware {
  return async (ctx, next) => {
    const search = ctx.querystring;
    if (search) {
      for (const key of new URLSearchParams(search).keys()) {
        if (isPrototypeKey(key))
          return sendError(ctx, 400, 'FIELD_NOT_ALLOWED', `${key} is not an accepted field`, key);
      }
    }
    await next();
  };
}
