import { inject, injectable } from 'inversify';
import type { ProfileDetails, RegionalSettings } from '#domain/identity/Profile';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, type Result } from '#domain/shared/Result';
import { AccountsService, SessionService } from '../ports';

export interface UpdateOwnProfile {
  /** The visitor's profile as the page knew it; null when none was born yet. */
  profileId: number | null;
  details?: ProfileDetails;
  regionalSettings?: RegionalSettings;
}

/**
 * The visitor's own profile, changed from the browser (document 000 §7 PATCH /profiles/{id}): a
 * visitor without one gets their guest profile first, born now (docs/pages.md "When a profile is
 * born"), since a page view bears none. The accounts service checks who is calling (token cookie).
 */
@injectable()
export class UpdateOwnProfileHandler {
  constructor(
    @inject(SessionService) private readonly session: Pick<SessionService, 'guest'>,
    @inject(AccountsService) private readonly accounts: Pick<AccountsService, 'updateProfile'>,
  ) {}

  async execute({ profileId, details, regionalSettings }: UpdateOwnProfile): Promise<Result<void, DomainError>> {
    const id = profileId ?? (await guestProfileIdOf(this.session));
    if (id === null) return err(domainError('UNAUTHORIZED', 'PROFILE_REQUIRED', 'Errors.Message.SomethingWrong'));
    return this.accounts.updateProfile(id, {
      ...(details && { details }),
      ...(regionalSettings && { regionalSettings }),
    });
  }
}

/** The browser's guest profile, born now if it has none (POST /auth/guest); null when it cannot be had. */
export async function guestProfileIdOf(session: Pick<SessionService, 'guest'>): Promise<number | null> {
  const guest = await session.guest();
  return guest.ok ? guest.value.profileId : null;
}
