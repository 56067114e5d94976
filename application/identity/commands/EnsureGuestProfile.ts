import { inject, injectable } from 'inversify';
import { SessionService } from '../ports';
import { guestProfileIdOf } from './UpdateOwnProfile';

/** The browser's guest profile, born now if it has none (docs/pages.md "When a profile is born"); null when it cannot be had. */
@injectable()
export class EnsureGuestProfileHandler {
  constructor(@inject(SessionService) private readonly session: Pick<SessionService, 'guest'>) {}

  execute(): Promise<number | null> {
    return guestProfileIdOf(this.session);
  }
}
