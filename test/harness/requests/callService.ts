/* eslint-disable @typescript-eslint/no-explicit-any -- tests read any JSON answer's fields */
/** Options of one call to a test server's /svc route: a bearer, a JSON body, extra headers. */
export interface ServiceCallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls a running test server as the http adapters would, and reads the JSON answer (if any). */
export async function callService(
  url: string,
  method: string,
  pathAndQuery: string,
  options: ServiceCallOptions = {},
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${url}${pathAndQuery}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
