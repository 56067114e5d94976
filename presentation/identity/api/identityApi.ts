/** An error as the identity endpoints answer it: a code, the message key, the field at fault. */
export interface ApiError {
  code: string;
  message: string;
  field?: string;
  values?: Record<string, string | number>;
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError; status: number };

/** The CSRF token the server put in a readable cookie (server/identity/csrf.ts). */
export function csrfToken(): string {
  if (typeof document === 'undefined') return '';
  return (
    document.cookie
      .split('; ')
      .find((part) => part.startsWith('csrf='))
      ?.slice(5) ?? ''
  );
}

/**
 * A state-changing call to our own server: JSON, same-origin cookies, the CSRF header. A failure
 * to reach the server becomes the generic 'Errors.Message.SomethingWrong'.
 */
export async function postJson<T>(path: string, body: unknown = {}): Promise<ApiResult<T>> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrf-token': csrfToken() },
      body: JSON.stringify(body),
    });
    const payload = (await response.json().catch(() => ({}))) as {
      error?: ApiError;
      code?: string;
      message?: string;
    } & T;
    if (response.ok) return { ok: true, value: payload };
    const error =
      payload.error ??
      (payload.code
        ? { code: payload.code, message: payload.message ?? 'Errors.Message.SomethingWrong' }
        : { code: 'HTTP_' + response.status, message: 'Errors.Message.SomethingWrong' });
    return { ok: false, error, status: response.status };
  } catch {
    return { ok: false, error: { code: 'NETWORK', message: 'Errors.Message.SomethingWrong' }, status: 0 };
  }
}
