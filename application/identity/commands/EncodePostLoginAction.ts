import { inject, injectable } from 'inversify';
import type { PostLoginAction } from '#domain/identity/PostLoginAction';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { SessionService } from '../ports';

/**
 * An action a guest asked for that needs an account (e.g. saving a search), sealed by the server so
 * the log-in can carry it and replay it afterwards (ReplayPostLoginAction).
 */
@injectable()
export class EncodePostLoginActionHandler {
  constructor(@inject(SessionService) private readonly session: Pick<SessionService, 'encodeAction'>) {}

  execute(action: PostLoginAction): Promise<Result<{ action: string }, DomainError>> {
    return this.session.encodeAction(action);
  }
}
