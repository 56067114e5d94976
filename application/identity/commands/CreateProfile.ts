import { inject, injectable } from 'inversify';
import type { Profile, RegionalSettings } from '#domain/identity/Profile';
import { ProfilesRepository } from '../ports';
import { toProfile } from '../queries/GetProfile';

export interface CreateProfile {
  regionalSettings: RegionalSettings;
  isCrawler: boolean;
  gclid?: string;
}

/**
 * POST /profiles: every visitor gets a profile on the first visit (GuestUnknown). The secret comes
 * back once, for the profile cookie; only its hash is kept.
 */
@injectable()
export class CreateProfileHandler {
  constructor(@inject(ProfilesRepository) private readonly profiles: ProfilesRepository) {}

  async execute(command: CreateProfile): Promise<{ profile: Profile; secret: string }> {
    const { profile, secret } = await this.profiles.create({
      regionalSettings: command.regionalSettings,
      profileType: command.isCrawler ? 'Bot' : 'Visitor',
      ...(command.gclid ? { gclid: command.gclid } : {}),
    });
    return { profile: toProfile(profile), secret };
  }
}
