import { inject, injectable } from 'inversify';
import { ProfilesRepository, UsersRepository } from '../ports';

export interface CompleteLogin {
  userId: number;
  /** The browser's profile (from its profile cookie), when it proved its secret. */
  profileId?: number;
  profileSecret?: string;
  registered: boolean;
  /** Document 000 §2 "gclid is saved": the landing gclid the browser kept, stored with a profile made here. */
  gclid?: string;
}

/**
 * After a successful login or registration: the browser's guest profile becomes the user's (the
 * first profile when they just registered); a profile of another user is left alone and a fresh
 * one is made. An empty profile takes the user's name and e-mail. The profile secret is rotated either way, so a profile cookie planted before the
 * login (session fixation) is worthless after it.
 */
@injectable()
export class CompleteLoginHandler {
  constructor(
    @inject(ProfilesRepository) private readonly profiles: ProfilesRepository,
    @inject(UsersRepository) private readonly users: UsersRepository,
  ) {}

  async execute(command: CompleteLogin): Promise<{ profileId: number; secret: string }> {
    const current =
      command.profileId !== undefined && command.profileSecret !== undefined
        ? await this.profiles.findBySecret(command.profileId, command.profileSecret)
        : undefined;
    const usable = current && (current.userId === null || current.userId === command.userId) ? current : undefined;
    const profile =
      usable ??
      (
        await this.profiles.create({
          regionalSettings: current?.regionalSettings ?? {},
          profileType: 'Visitor',
          ...(command.gclid ? { gclid: command.gclid } : {}),
        })
      ).profile;
    const first =
      command.registered ||
      (profile.userId === command.userId && profile.isFirstOfUser) ||
      (await this.profiles.idsOfUser(command.userId)).length === 0;
    await this.profiles.linkToUser(profile.id, command.userId, first);
    // The user's name and e-mail start the profile's details, so contact forms come pre-filled.
    const user = profile.details.email ? undefined : await this.users.findById(command.userId);
    if (user)
      await this.profiles.update(profile.id, {
        details: { ...profile.details, email: user.email, fullName: profile.details.fullName || user.fullName },
      });
    return { profileId: profile.id, secret: await this.profiles.rotateSecret(profile.id) };
  }
}
