import { inject, injectable } from 'inversify';
import type { AuthenticationState } from '#domain/identity/AuthenticationState';
import { nextAuthenticationState } from '#domain/identity/AuthenticationTransition';
import type { TokenClaims } from '#domain/identity/TokenClaims';
import { ProfilesRepository, UsersRepository } from '../ports';

/** Whom a token is for: an authenticated user acting through one of their profiles, or a profile alone. */
export type TokenSubject = { kind: 'user'; userId: number; profileId: number } | { kind: 'profile'; profileId: number };

export function subjectOf(accountId: string): TokenSubject | undefined {
  const user = /^user:(\d+):profile:(\d+)$/.exec(accountId);
  if (user) return { kind: 'user', userId: Number(user[1]), profileId: Number(user[2]) };
  const profile = /^profile:(\d+)$/.exec(accountId);
  return profile ? { kind: 'profile', profileId: Number(profile[1]) } : undefined;
}

export const accountIdOf = (subject: TokenSubject): string =>
  subject.kind === 'user' ? `user:${subject.userId}:profile:${subject.profileId}` : `profile:${subject.profileId}`;

/**
 * The claims of an access token (document 000 §3: user_id, auth_state, profile_ids,
 * identified_user_profile_ids), computed when the token is issued. A profile token of a profile
 * that belongs to a user is a lapsed session: identified with the first profile, or by e-mail.
 */
@injectable()
export class GetTokenClaimsHandler {
  constructor(
    @inject(ProfilesRepository) private readonly profiles: ProfilesRepository,
    @inject(UsersRepository) private readonly users: UsersRepository,
  ) {}

  async execute(subject: TokenSubject): Promise<TokenClaims | undefined> {
    const profile = await this.profiles.findById(subject.profileId);
    if (!profile) return undefined;
    if (subject.kind === 'user') {
      const user = await this.users.findById(subject.userId);
      if (!user || user.isArchived || profile.userId !== user.id) return undefined;
      return {
        user_id: user.id,
        auth_state: 'UserAuthenticated',
        profile_ids: [profile.id],
        identified_user_profile_ids: await this.profiles.idsOfUser(user.id),
      };
    }
    let state: AuthenticationState = profile.authenticationState;
    if (profile.userId !== null) {
      state =
        nextAuthenticationState('UserAuthenticated', { type: 'sessionLapsed', firstProfile: profile.isFirstOfUser }) ??
        'GuestUnknown';
    }
    // Only a proof of the e-mail (a login, a link from our mail) opens the identified user's other profiles.
    const identified =
      state === 'UserIdentifiedByUrlToken' && profile.identifiedUserId !== null
        ? await this.profiles.idsOfUser(profile.identifiedUserId)
        : [];
    return { user_id: null, auth_state: state, profile_ids: [profile.id], identified_user_profile_ids: identified };
  }
}
