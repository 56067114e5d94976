import type { Context } from 'koa';
import { BadRequest } from './serviceError';
import { checkKey, checkText } from './requestText';

/**
 * What every /svc request must pass before a route sees it: a path that decodes and holds no
 * control character, and query parameters with no prototype key and no control character.
 * (Whether a parameter may repeat is the route's schema's to say: see validQuery.)
 */
export function checkRequestLine(ctx: Context): void {
  let path: string;
  try {
    path = decodeURIComponent(ctx.path);
  } catch {
    throw new BadRequest('INVALID_PATH', 'the path is not valid percent-encoding', 'path');
  }
  checkText(path, 'path');
  for (const [key, value] of Object.entries(ctx.query)) {
    checkKey(key);
    checkText(key, key);
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) checkText(item, key);
  }
}
