import { inject, injectable } from 'inversify';
import type { Caller } from '#domain/identity/AccessPolicy';
import { validateEmail } from '#domain/identity/FieldValidators';
import type { Profile } from '#domain/identity/Profile';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { IdentityErrors } from '../IdentityErrors';
import { ownedProfile } from '../ownedProfile';
import { ProfilesRepository, UsersRepository } from '../ports';
import { toProfile } from '../queries/GetProfile';
import { identifyByEmail } from './identifyByEmail';

export interface SaveConsent {
  caller: Caller;
  /** Document 000 §5: "Consent submit needs a profile id and e-mail". */
  id: number;
  email: string;
  sourceUrl?: string;
}

/** PUT /profiles/{id}/consent: the e-mail consent; the e-mail identifies the guest. */
@injectable()
export class SaveConsentHandler {
  constructor(
    @inject(ProfilesRepository) private readonly profiles: ProfilesRepository,
    @inject(UsersRepository) private readonly users: UsersRepository,
  ) {}

  async execute(command: SaveConsent): Promise<Result<Profile, DomainError>> {
    const invalidEmail = validateEmail(command.email);
    if (invalidEmail) return err(invalidEmail);
    const owned = await ownedProfile(command.caller, command.id, this.profiles, this.users);
    if (!owned.ok) return owned;
    const email = command.email.trim();
    const updated = await this.profiles.update(command.id, {
      consent: { email, ...(command.sourceUrl ? { sourceUrl: command.sourceUrl } : {}) },
      ...identifyByEmail(owned.value),
    });
    return updated ? ok(toProfile(updated)) : err(IdentityErrors.profileNotFound());
  }
}
