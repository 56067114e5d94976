import { flow, makeAutoObservable } from 'mobx';
import type { LoginPageState } from '#application/identity/ports';
import { type ApiError, type ApiResult, postJson } from '../api/identityApi';

type Answer = ApiResult<{ redirectTo?: string; next?: string }>;

export type LoginView = 'register' | 'confirm' | 'login' | 'emailCode' | 'emailCodeEntry';

/**
 * The login/register page: which form shows, the e-mail carried between steps, and the calls to
 * /login/* (server/identity/interactionRoutes). A success answers where the browser goes next
 * (the provider's resume URL), which the page follows.
 */
export class LoginViewModel {
  view: LoginView;
  email: string;
  submitting = false;
  error: ApiError | null = null;

  constructor(
    state: LoginPageState,
    private readonly navigate: (url: string) => void = (url) => window.location.assign(url),
    private readonly post = postJson,
  ) {
    this.view = state.view;
    this.email = state.email ?? '';
    makeAutoObservable(this, {}, { autoBind: true });
  }

  show(view: LoginView): void {
    this.view = view;
    this.error = null;
  }

  logIn = flow(function* (this: LoginViewModel, values: { email: string; password: string }) {
    this.email = values.email;
    yield this.call('/login/password', values);
  });

  sendCode = flow(function* (this: LoginViewModel, values: { email: string }) {
    this.email = values.email;
    const result: Answer | undefined = yield this.call('/login/email-code/send', values);
    if (result?.ok) this.view = 'emailCodeEntry';
  });

  logInWithCode = flow(function* (this: LoginViewModel, values: { code: string }) {
    yield this.call('/login/email-code', { email: this.email, code: values.code });
  });

  register = flow(function* (
    this: LoginViewModel,
    values: { fullName: string; email: string; password: string; acceptTerms: boolean },
  ) {
    this.email = values.email;
    const result: Answer | undefined = yield this.call('/login/register', values);
    if (result?.ok) this.view = 'confirm';
  });

  confirm = flow(function* (this: LoginViewModel, values: { code: string }) {
    yield this.call('/login/register/confirm', { email: this.email, code: values.code });
  });

  /** One call: error kept for the form, a redirectTo followed; a second submit while one runs is ignored. */
  call = flow(function* (this: LoginViewModel, path: string, body: unknown) {
    if (this.submitting) return undefined;
    this.submitting = true;
    this.error = null;
    const result: Answer = yield this.post<{ redirectTo?: string; next?: string }>(path, body);
    this.submitting = false;
    if (!result.ok) {
      this.error = result.error;
      return result;
    }
    if (result.value.redirectTo) this.navigate(result.value.redirectTo);
    return result;
  });
}
