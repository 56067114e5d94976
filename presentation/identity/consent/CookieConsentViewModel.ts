import { flow, makeAutoObservable } from 'mobx';
import {
  ACCEPT_ALL_COOKIES,
  type ConsentSaveStatus,
  type CookieConsentChoice,
  DEFAULT_COOKIE_CHOICE,
} from '#domain/identity/CookieConsentChoice';
import { type ApiResult, csrfToken } from '../api/identityApi';

type Save = (profileId: number, choice: CookieConsentChoice, sourceUrl: string) => Promise<ApiResult<unknown>>;

/** PUT /svc/accounts/profiles/{id}/cookiesConsent through our server (token cookie + CSRF header). */
const saveOverHttp: Save = async (profileId, choice, sourceUrl) => {
  try {
    const response = await fetch(`/svc/accounts/profiles/${profileId}/cookiesConsent`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken() },
      body: JSON.stringify({
        performanceCookies: choice.performanceCookies,
        advertisingCookies: choice.advertisingCookies,
        sourceUrl,
      }),
    });
    return response.ok
      ? { ok: true, value: undefined }
      : {
          ok: false,
          error: { code: `HTTP_${response.status}`, message: 'Errors.Message.SomethingWrong' },
          status: response.status,
        };
  } catch {
    return { ok: false, error: { code: 'NETWORK', message: 'Errors.Message.SomethingWrong' }, status: 0 };
  }
};

/**
 * The cookie consent banner (document 000 §4): shown until the profile has cookiesConsent;
 * functional cookies always on, performance and advertising optional and off by default; the
 * save button goes idle → loading → done or failed ('Errors.Message.SomethingWrong').
 */
export class CookieConsentViewModel {
  visible: boolean;
  customising = false;
  choice: CookieConsentChoice = { ...DEFAULT_COOKIE_CHOICE };
  status: ConsentSaveStatus = 'idle';

  constructor(
    private readonly profileId: number | null,
    hasConsent: boolean,
    private readonly save: Save = saveOverHttp,
  ) {
    this.visible = profileId !== null && !hasConsent;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  customise(): void {
    this.customising = true;
  }

  toggle(kind: 'performanceCookies' | 'advertisingCookies'): void {
    this.choice = { ...this.choice, [kind]: !this.choice[kind] };
  }

  acceptAll = flow(function* (this: CookieConsentViewModel) {
    this.choice = { ...ACCEPT_ALL_COOKIES };
    yield this.submit();
  });

  submit = flow(function* (this: CookieConsentViewModel) {
    if (this.profileId === null || this.status === 'loading') return;
    this.status = 'loading';
    const result: ApiResult<unknown> = yield this.save(
      this.profileId,
      this.choice,
      typeof window === 'undefined' ? '' : window.location.href,
    );
    this.status = result.ok ? 'done' : 'failed';
    if (result.ok) this.visible = false;
  });
}
