import { inject, injectable } from 'inversify';
import type { Caller } from '#domain/identity/AccessPolicy';
import type { CookiesConsent, Profile } from '#domain/identity/Profile';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { IdentityErrors } from '../IdentityErrors';
import { ownedProfile } from '../ownedProfile';
import { ProfilesRepository, UsersRepository } from '../ports';
import { toProfile } from '../queries/GetProfile';

export interface SaveCookiesConsent {
  caller: Caller;
  id: number;
  cookiesConsent: CookiesConsent;
}

/** PUT /profiles/{id}/cookiesConsent: once stored, the consent banner no longer shows. */
@injectable()
export class SaveCookiesConsentHandler {
  constructor(
    @inject(ProfilesRepository) private readonly profiles: ProfilesRepository,
    @inject(UsersRepository) private readonly users: UsersRepository,
  ) {}

  async execute(command: SaveCookiesConsent): Promise<Result<Profile, DomainError>> {
    const owned = await ownedProfile(command.caller, command.id, this.profiles, this.users);
    if (!owned.ok) return owned;
    const { performanceCookies, advertisingCookies, sourceUrl } = command.cookiesConsent;
    const updated = await this.profiles.update(command.id, {
      cookiesConsent: { performanceCookies, advertisingCookies, ...(sourceUrl ? { sourceUrl } : {}) },
    });
    return updated ? ok(toProfile(updated)) : err(IdentityErrors.profileNotFound());
  }
}
