import { inject, injectable } from 'inversify';
import type { PostLoginAction } from '#domain/identity/PostLoginAction';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { SessionService } from '../ports';

/**
 * Document 000 §4: an action started before login is replayed once back on the portal; the server
 * checks the signed action and claims its nonce, so a copy of the link replays nothing.
 */
@injectable()
export class ReplayPostLoginActionHandler {
  constructor(@inject(SessionService) private readonly session: Pick<SessionService, 'replayAction'>) {}

  execute({ action }: { action: string }): Promise<Result<{ action: PostLoginAction }, DomainError>> {
    return this.session.replayAction(action);
  }
}
