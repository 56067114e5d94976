import type { ServiceIdentifier } from 'inversify';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { kindOfStatus } from '#domain/shared/errorStatus';
import { err, ok, type Result } from '#domain/shared/Result';

export interface ServiceClientOptions {
  /** e.g. http://localhost:3000/svc or a company's own gateway. */
  baseUrl: string;
  language?: string;
  /** Returns the bearer token for authenticated calls, if any. */
  token?: () => string | undefined;
  /** CSRF token sent as x-csrf-token on state-changing calls (browser only). */
  csrfToken?: () => string | undefined;
  /** Document 000 §9: 60 s (30 s in production). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The http side of every port: calls a seed-contract service and turns its error bodies
 * `{ code, message, field }` back into the same DomainError values the embedded adapters return.
 */
export class ServiceClient {
  constructor(private readonly options: ServiceClientOptions) {}

  /** `signal`: the caller aborts the request (a newer search replaced it); the answer is then 'cancelled' (document 001 §8). */
  async request<T>(
    method: string,
    path: string,
    init: { query?: Record<string, string | number | undefined>; body?: unknown; signal?: AbortSignal } = {},
  ): Promise<Result<T, DomainError>> {
    const url = new URL(this.options.baseUrl.replace(/\/$/, '') + path);
    for (const [key, value] of Object.entries(init.query ?? {}))
      if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.options.language) headers['Accept-Language'] = this.options.language;
    const token = this.options.token?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const csrf = method === 'GET' || method === 'HEAD' ? undefined : this.options.csrfToken?.();
    if (csrf) headers['x-csrf-token'] = csrf;
    const doFetch = this.options.fetch ?? fetch;
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 30000);
    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, {
        method,
        headers,
        // The portal's own session cookies (token, csrf) go with same-origin calls only.
        credentials: 'same-origin',
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: init.signal ? anySignal([init.signal, timeout]) : timeout,
      });
      text = await response.text();
    } catch (cause) {
      if (init.signal?.aborted) return err(domainError('EXTERNAL_ERROR', 'REQUEST_CANCELLED', 'cancelled'));
      // The message is a key the UI translates; what failed goes in the code's detail for logs.
      return err(
        domainError('EXTERNAL_ERROR', 'SERVICE_UNREACHABLE', SOMETHING_WRONG, {
          values: { request: `${method} ${url.pathname}`, cause: (cause as Error).message },
        }),
      );
    }
    const json = text ? safeJson(text) : undefined;
    if (response.ok) return ok(json as T);
    return err(errorOf(response.status, json));
  }
}

/** Shown when the service says nothing the UI can translate. */
const SOMETHING_WRONG = 'Errors.Message.SomethingWrong';

interface ErrorBody {
  code?: string;
  message?: string;
  field?: string;
  values?: Record<string, string | number>;
}

/**
 * The one reading of an error answer: `{ code, message, field }` as the /svc edge writes it, or
 * the same wrapped in `{ error }` as the portal's /login and /auth routes write it.
 */
function errorOf(status: number, json: unknown): DomainError {
  const outer = (json ?? {}) as ErrorBody & { error?: ErrorBody };
  const body = outer.error ?? outer;
  const kind = kindOfStatus(status);
  return domainError(kind, body.code ?? `HTTP_${status}`, body.message ?? SOMETHING_WRONG, {
    ...(body.field ? { field: body.field } : {}),
    ...(body.values ? { values: body.values } : {}),
  });
}

/** Aborted when any of them is (AbortSignal.any where the browser has it). */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const ServiceClientToken: ServiceIdentifier<ServiceClient> = Symbol.for('http.ServiceClient');

/** The portal server's own routes outside /svc (/auth/*, /login/*): a ServiceClient on the page's origin. */
export const PortalClientToken: ServiceIdentifier<ServiceClient> = Symbol.for('http.PortalClient');
