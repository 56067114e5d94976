import type { RegionalSettings } from '#domain/identity/Profile';
import { type ApiError, type ApiResult, csrfToken } from '../api/identityApi';

/** PATCH /svc/accounts/profiles/{id} with regionalSettings, as ProfileForm saves details (token cookie + CSRF header). */
export async function saveRegionalSettings(
  profileId: number,
  regionalSettings: RegionalSettings,
): Promise<ApiResult<unknown>> {
  try {
    const response = await fetch(`/svc/accounts/profiles/${profileId}`, {
      method: 'PATCH',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrf-token': csrfToken() },
      body: JSON.stringify({ regionalSettings }),
    });
    const body = (await response.json().catch(() => undefined)) as (ApiError & { error?: ApiError }) | undefined;
    if (response.ok) return { ok: true, value: body };
    const error =
      body?.error ??
      (body?.message ? body : { code: `HTTP_${response.status}`, message: 'Errors.Message.SomethingWrong' });
    return { ok: false, error, status: response.status };
  } catch {
    return { ok: false, error: { code: 'NETWORK', message: 'Errors.Message.SomethingWrong' }, status: 0 };
  }
}
