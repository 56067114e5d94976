import { inject, injectable } from 'inversify';
import { RequestAlertConfirmation, type RequestAlertConfirmationHandler } from '#application/alerts';
import type { Caller } from '#domain/identity/AccessPolicy';
import type { Profile, ProfileDetails, RegionalSettings } from '#domain/identity/Profile';
import { validateProfileDetails } from '#domain/identity/ProfileDetailsRules';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { ownedProfile } from '../ownedProfile';
import { ProfilesRepository, UsersRepository } from '../ports';
import { toProfile } from '../queries/GetProfile';
import { identifyByEmail } from './identifyByEmail';

export interface UpdateProfile {
  caller: Caller;
  /** Document 000 §5: "Updating a profile needs profileId". */
  id: number;
  details?: ProfileDetails;
  regionalSettings?: RegionalSettings;
  /** The portal's country, for phone numbers typed without a prefix. */
  country?: string | null;
  /** The visitor's language and portal: an alert confirmation mail is written in it and links there. */
  culture: string;
  portalId: string;
}

/**
 * PATCH /profiles/{id}: regional settings and details (validated); a new e-mail identifies the
 * guest, and when the profile has saved searches with e-mail alerts, it gets their one
 * confirmation e-mail unless confirmed (docs/security.md "Mail to unconfirmed addresses").
 */
@injectable()
export class UpdateProfileHandler {
  constructor(
    @inject(ProfilesRepository) private readonly profiles: ProfilesRepository,
    @inject(UsersRepository) private readonly users: UsersRepository,
    @inject(RequestAlertConfirmation)
    private readonly alertConfirmation: Pick<RequestAlertConfirmationHandler, 'execute'>,
  ) {}

  async execute(command: UpdateProfile): Promise<Result<Profile, DomainError>> {
    const owned = await ownedProfile(command.caller, command.id, this.profiles, this.users);
    if (!owned.ok) return owned;
    const profile = owned.value;
    let details: ProfileDetails | undefined;
    if (command.details) {
      details = { ...profile.details, ...command.details };
      const failures = validateProfileDetails(details, command.country);
      if (failures.length > 0) return err(failures[0]);
    }
    const newEmail = Boolean(details?.email && details.email !== profile.details.email);
    const identification = newEmail ? identifyByEmail(profile) : {};
    const updated = await this.profiles.update(profile.id, {
      ...(details ? { details } : {}),
      ...(command.regionalSettings
        ? { regionalSettings: { ...profile.regionalSettings, ...command.regionalSettings } }
        : {}),
      ...identification,
    });
    if (updated && newEmail)
      await this.alertConfirmation.execute({
        profileId: updated.id,
        culture: command.culture,
        portalId: command.portalId,
      });
    return updated
      ? ok(toProfile(updated))
      : err({ kind: 'NOT_FOUND', code: 'PROFILE_NOT_FOUND', message: 'Errors.Message.PageIsNotFound' });
  }
}
