import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { SessionService } from '../ports';

/** Document 000 §6 "Log out" from the browser (POST /auth/logout): the session is revoked; answers where to go. */
@injectable()
export class LogOutHandler {
  constructor(@inject(SessionService) private readonly session: Pick<SessionService, 'logOut'>) {}

  execute(): Promise<Result<{ redirectTo: string }, DomainError>> {
    return this.session.logOut();
  }
}
