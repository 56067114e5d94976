import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { SessionService } from '../ports';

/**
 * Document 000 §4 "Token refresh" from the browser (POST /auth/refresh): a fresh access token
 * cookie; answers when it expires (seconds since the epoch), null without a session.
 */
@injectable()
export class RefreshSessionHandler {
  constructor(@inject(SessionService) private readonly session: Pick<SessionService, 'refresh'>) {}

  execute(): Promise<Result<{ expiresAt: number | null }, DomainError>> {
    return this.session.refresh();
  }
}
