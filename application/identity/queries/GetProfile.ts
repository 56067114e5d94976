import { inject, injectable } from 'inversify';
import { type Caller } from '#domain/identity/AccessPolicy';
import { type Profile, type ProfileMode, profileInMode } from '#domain/identity/Profile';
import type { DomainError } from '#domain/shared/DomainError';
import { map, type Result } from '#domain/shared/Result';
import { ownedProfile } from '../ownedProfile';
import { ProfilesRepository, UsersRepository } from '../ports';

export interface GetProfile {
  caller: Caller;
  id: number;
  mode: ProfileMode;
}

/** GET /profiles/{id} (mode, default RegionalSettings): the caller's own profile only. */
@injectable()
export class GetProfileHandler {
  constructor(
    @inject(ProfilesRepository) private readonly profiles: ProfilesRepository,
    @inject(UsersRepository) private readonly users: UsersRepository,
  ) {}

  async execute(query: GetProfile): Promise<Result<Partial<Profile>, DomainError>> {
    return map(await ownedProfile(query.caller, query.id, this.profiles, this.users), (profile) =>
      profileInMode(toProfile(profile), query.mode),
    );
  }
}

/** The public shape: what only the back end knows is left out. */
export function toProfile(stored: Profile & { isFirstOfUser?: boolean; identifiedUserId?: number | null }): Profile {
  const { isFirstOfUser: _first, identifiedUserId: _identified, ...profile } = stored;
  return profile;
}
