import type { Middleware } from 'koa';
import { answerFailure, SVC_BODY_LIMIT } from '#server/svc/shared/svcEdge';
import { readBody } from '#server/svc/shared/jsonBody';
import { BadRequest } from '#server/svc/shared/serviceError';

/** One call a crawler's page may have the server make: the /svc route it becomes. */
interface ProxiedAction {
  method: 'GET' | 'POST';
  /** The /svc path; `:id` is filled from the body's id. */
  path: string;
}

/**
 * Document 002 §7: "Server-proxied calls go to POST /api/{service}/{action} for crawlers." Only these
 * reads are proxied (a crawler reads pages; it never writes): an action missing here is a 404, never
 * forwarded anywhere.
 */
export const PROXIED_ACTIONS: Readonly<Record<string, Readonly<Record<string, ProxiedAction>>>> = {
  content: { getContent: { method: 'GET', path: '/svc/content/api/content' } },
  listings: { getListing: { method: 'GET', path: '/svc/listings/v2/listings/:id' } },
  places: {
    getPlace: { method: 'GET', path: '/svc/places/places/:id' },
    getChildren: { method: 'GET', path: '/svc/places/places/:id/children' },
  },
  // A crawler's search is run and never stored (document 001 §6): the searches route enforces it.
  searches: { search: { method: 'POST', path: '/svc/searches/searches' } },
};

const PROXY_PATH = /^\/api\/([^/]+)\/([^/]+)$/;
const ID = /^[A-Za-z0-9_-]{1,100}$/;

/** A query value as the /svc routes read it: text, a number or a boolean, never a list or an object. */
function queryOf(values: Record<string, unknown>, skip: string[]): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (skip.includes(key) || value === undefined) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      throw new BadRequest('INVALID_PARAMETER', `${key} must be text, a number or a boolean`, key);
    query.set(key, String(value));
  }
  return query;
}

function recordOf(value: unknown, field: string): Record<string, unknown> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new BadRequest('INVALID_BODY', `${field} must be an object`, field);
  return value as Record<string, unknown>;
}

/**
 * The thin proxy: POST /api/{service}/{action} becomes the allow-listed /svc call, then goes on
 * through identity (bearer, CSRF) and the /svc edge (validation) exactly as a direct call would,
 * so it grants nothing a /svc call would not. Body: the GET call's parameters (`id` fills the
 * path), or for a POST `{ params, body }`: its query and its body.
 */
export function serviceProxy(): Middleware {
  return async (ctx, next) => {
    const match = PROXY_PATH.exec(ctx.path);
    if (!match) return next();
    try {
      if (ctx.method !== 'POST')
        throw new BadRequest('METHOD_NOT_ALLOWED', 'server-proxied calls are POST /api/{service}/{action}', null, 405);
      const [, service = '', action = ''] = match;
      const actions = Object.hasOwn(PROXIED_ACTIONS, service) ? PROXIED_ACTIONS[service] : undefined;
      if (!actions) throw new BadRequest('UNKNOWN_SERVICE', 'no such proxied service', 'service', 404);
      const target = Object.hasOwn(actions, action) ? actions[action] : undefined;
      if (!target) throw new BadRequest('UNKNOWN_ACTION', 'no such proxied action', 'action', 404);
      const body = recordOf(await readBody(ctx, { limit: SVC_BODY_LIMIT }), 'body');
      let path = target.path;
      if (path.includes(':id')) {
        const id = body.id;
        if ((typeof id !== 'string' && typeof id !== 'number') || !ID.test(String(id)))
          throw new BadRequest('INVALID_PARAMETER', 'id is required: letters, digits, - or _', 'id');
        path = path.replace(':id', encodeURIComponent(String(id)));
      }
      if (target.method === 'GET') {
        ctx.querystring = queryOf(body, ['id']).toString();
        ctx.request.body = {};
      } else {
        ctx.querystring = queryOf(recordOf(body.params, 'params'), []).toString();
        ctx.request.body = recordOf(body.body, 'body.body');
      }
      ctx.method = target.method;
      ctx.path = path;
    } catch (error) {
      return answerFailure(ctx, error);
    }
    await next();
  };
}
