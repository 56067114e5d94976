import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type LoginAnswer, type LoginStep, SessionService } from '../ports';

export interface SubmitLoginStep {
  step: LoginStep;
  body: object;
}

/** A step of the login and register page (the portal's /login/* routes): each answers where to go next. */
@injectable()
export class SubmitLoginStepHandler {
  constructor(@inject(SessionService) private readonly session: Pick<SessionService, 'logIn'>) {}

  execute({ step, body }: SubmitLoginStep): Promise<Result<LoginAnswer, DomainError>> {
    return this.session.logIn(step, body);
  }
}
