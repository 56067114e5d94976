/** Where every /svc route is mounted (server/svc/shared/svcEdge); a browser URL is this plus pathOf(route). */
export const SVC_BASE = '/svc';

/**
 * What a route needs of its caller (document 000 §5): `none` (the route reads no bearer),
 * `anyone` (a bearer is read when sent, and must then be valid), `session` ("Authenticated clients
 * must carry an authorization header"), `fullUser` (a signed-in user, not a guest), `agencyKey` (an
 * agency's software with the agency's API key in `X-Api-Key`, no bearer: docs/import-api.md).
 */
export type CallerNeed = 'none' | 'anyone' | 'session' | 'fullUser' | 'agencyKey';

/**
 * One /svc route as the documents give it: the Koa router, the http adapters and the fuzz list are
 * all derived from it, so its path is written once (docs/contributing.md "Add a /svc route").
 */
export interface SvcRoute {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Under /svc, with `:params`, e.g. '/leads/leads/:id'. */
  readonly path: string;
  readonly caller: CallerNeed;
  /** The query parameters the route reads (the fuzzer sends them and others). */
  readonly query?: readonly string[];
  /** `file`: the body is an uploaded file read by the route itself, not the edge's JSON (default `json`). */
  readonly body?: 'json' | 'file';
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's `:params`, by name. */
export type PathParams<P extends string> = { readonly [Name in ParamNames<P>]: string | number };

/** A route's path with its `:params` filled in, each URL-encoded: '/leads/leads/:id' → '/leads/leads/7'. */
export function pathOf<P extends string>(
  route: { readonly path: P },
  ...[params]: [ParamNames<P>] extends [never] ? [] : [PathParams<P>]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`pathOf: no value for :${name} in ${route.path}`);
    return encodeURIComponent(String(value));
  });
}
