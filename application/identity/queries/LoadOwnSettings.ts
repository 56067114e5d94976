import { inject, injectable } from 'inversify';
import { isFullUser } from '#domain/identity/AuthenticationRules';
import { ownProfileCaller } from '#domain/identity/ownProfileCaller';
import type { LoginMethod } from '#domain/identity/LoginMethod';
import { type ProfileDetails, profileInMode } from '#domain/identity/Profile';
import { map } from '#domain/shared/Result';
import { ownedProfile } from '../ownedProfile';
import { LoginMethodsRepository, ProfilesRepository, UsersRepository } from '../ports';
import { loginMethodsOf } from './GetLoginMethods';
import { toProfile } from './GetProfile';

export interface LoadOwnSettings {
  /** The identity the server resolved from verified cookies for this request, never the URL. */
  identity: Parameters<typeof ownProfileCaller>[0];
  /** The login methods' section (the settings overview has it, the profile form does not). */
  withLoginMethods: boolean;
}

export interface OwnSettings {
  signedIn: boolean;
  details: ProfileDetails;
  loginMethods: LoginMethod[];
}

/**
 * The settings pages' one query: the visitor's own profile details and, for a full user, their
 * login methods (document 000 §6-7: a guest has a profile too, login methods are a user's).
 */
@injectable()
export class LoadOwnSettingsHandler {
  constructor(
    @inject(ProfilesRepository) private readonly profiles: ProfilesRepository,
    @inject(UsersRepository) private readonly users: UsersRepository,
    @inject(LoginMethodsRepository) private readonly loginMethods: LoginMethodsRepository,
  ) {}

  async execute({ identity, withLoginMethods }: LoadOwnSettings): Promise<OwnSettings> {
    const caller = ownProfileCaller(identity);
    const signedIn = isFullUser({ userId: identity.userId, state: identity.state });
    const [profile, methods] = await Promise.all([
      ownedProfile(caller, identity.profileId, this.profiles, this.users).then((owned) =>
        map(owned, (profile) => profileInMode(toProfile(profile), 'Full')),
      ),
      signedIn && withLoginMethods && identity.userId !== null
        ? loginMethodsOf({ caller, userId: identity.userId }, this.users, this.loginMethods)
        : undefined,
    ]);
    return {
      signedIn,
      details: profile.ok ? (profile.value.details ?? {}) : {},
      loginMethods: methods?.ok ? methods.value.loginMethods : [],
    };
  }
}
