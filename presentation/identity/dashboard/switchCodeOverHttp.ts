import type { SwitchCodeAnswer } from '#domain/identity/DashboardSwitch';
import { csrfToken } from '../api/identityApi';

/** Asks for a switch code for the dashboard client; the signal cancels the request. */
export type FetchSwitchCode = (targetClientId: string, signal: AbortSignal) => Promise<SwitchCodeAnswer>;

/** GET /svc/accounts/api/users/clientswitchCode through our server (token cookie + CSRF header). */
export const switchCodeOverHttp: FetchSwitchCode = async (targetClientId, signal) => {
  try {
    const response = await fetch(
      `/svc/accounts/api/users/clientswitchCode?targetClientId=${encodeURIComponent(targetClientId)}`,
      {
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'x-csrf-token': csrfToken() },
        signal,
      },
    );
    const body = (await response.json().catch(() => ({}))) as { result?: { code?: unknown }; message?: unknown };
    return {
      kind: 'answered',
      ok: response.ok,
      code: typeof body.result?.code === 'string' ? body.result.code : undefined,
      message: typeof body.message === 'string' ? body.message : undefined,
    };
  } catch {
    return signal.aborted ? { kind: 'cancelled' } : { kind: 'unreachable' };
  }
};
