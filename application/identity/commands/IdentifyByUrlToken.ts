import { inject, injectable } from 'inversify';
import type { Caller } from '#domain/identity/AccessPolicy';
import { nextAuthenticationState } from '#domain/identity/AuthenticationTransition';
import type { Profile } from '#domain/identity/Profile';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { IdentityErrors } from '../IdentityErrors';
import { ProfilesRepository, UrlTokens, UsersRepository } from '../ports';
import { toProfile } from '../queries/GetProfile';

export interface IdentifyByUrlToken {
  caller: Caller;
  /** The `hash` of a link from one of our e-mails (GET /api/v1/token?hash=…). */
  hash: string;
}

/**
 * A link from our e-mails identifies the user on the browser's current profile
 * (UserIdentifiedByUrlToken): their saved searches open, the next token says so. An authenticated
 * user stays as they are; a bad or expired link changes nothing.
 */
@injectable()
export class IdentifyByUrlTokenHandler {
  constructor(
    @inject(UrlTokens) private readonly urlTokens: UrlTokens,
    @inject(ProfilesRepository) private readonly profiles: ProfilesRepository,
    @inject(UsersRepository) private readonly users: UsersRepository,
  ) {}

  async execute(command: IdentifyByUrlToken): Promise<Result<Profile, DomainError>> {
    const link = this.urlTokens.verify(command.hash);
    const user = link ? await this.users.findById(link.userId) : undefined;
    if (!link || !user || user.isArchived)
      return err(domainError('INVALID', 'URL_TOKEN_INVALID', 'Errors.Message.SomethingWrong', { field: 'hash' }));
    const profileId = command.caller.session.profileIds[0];
    const profile = profileId !== undefined ? await this.profiles.findById(profileId) : undefined;
    if (!profile) return err(IdentityErrors.profileNotFound());
    if (profile.userId !== null) return ok(toProfile(profile));
    const next = nextAuthenticationState(profile.authenticationState, { type: 'urlTokenUsed' });
    const updated = await this.profiles.update(profile.id, { authenticationState: next, identifiedUserId: user.id });
    return updated ? ok(toProfile(updated)) : err(IdentityErrors.profileNotFound());
  }
}
