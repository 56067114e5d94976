import { flow, makeAutoObservable } from 'mobx';
import type { LoginAnswer, LoginStep } from '#application/identity/calls';
import type { SubmitLoginStepHandler } from '#application/identity/commands/SubmitLoginStep';
import type { LoginPageState } from '#application/identity/pageTokens';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';

type Answer = Result<LoginAnswer, DomainError>;

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
  error: DomainError | null = null;

  constructor(
    state: LoginPageState,
    private readonly submitLoginStep: Pick<SubmitLoginStepHandler, 'execute'>,
    private readonly navigate: (url: string) => void = (url) => window.location.assign(url),
  ) {
    this.view = state.view;
    this.email = state.email ?? '';
    makeAutoObservable<this, 'submitLoginStep' | 'navigate'>(
      this,
      { submitLoginStep: false, navigate: false },
      { autoBind: true },
    );
  }

  show(view: LoginView): void {
    this.view = view;
    this.error = null;
  }

  logIn = flow(function* (this: LoginViewModel, values: { email: string; password: string }) {
    this.email = values.email;
    yield this.call('password', values);
  });

  sendCode = flow(function* (this: LoginViewModel, values: { email: string }) {
    this.email = values.email;
    const result = (yield this.call('emailCodeSend', values)) as Answer | undefined;
    if (result?.ok) this.view = 'emailCodeEntry';
  });

  logInWithCode = flow(function* (this: LoginViewModel, values: { code: string }) {
    yield this.call('emailCode', { email: this.email, code: values.code });
  });

  register = flow(function* (
    this: LoginViewModel,
    values: { fullName: string; email: string; password: string; acceptTerms: boolean },
  ) {
    this.email = values.email;
    const result = (yield this.call('register', values)) as Answer | undefined;
    if (result?.ok) this.view = 'confirm';
  });

  confirm = flow(function* (this: LoginViewModel, values: { code: string }) {
    yield this.call('registerConfirm', { email: this.email, code: values.code });
  });

  /** One call: error kept for the form, a redirectTo followed; a second submit while one runs is ignored. */
  call = flow(function* (this: LoginViewModel, step: LoginStep, body: object) {
    if (this.submitting) return undefined;
    this.submitting = true;
    this.error = null;
    const result = (yield this.submitLoginStep.execute({ step, body })) as Answer;
    this.submitting = false;
    if (!result.ok) {
      this.error = result.error;
      return result;
    }
    if (result.value.redirectTo) this.navigate(result.value.redirectTo);
    return result;
  });
}
