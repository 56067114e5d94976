import { inject, injectable } from 'inversify';
import type { LoginNetwork } from '#domain/identity/LoginMethod';
import type { RegionalSettings } from '#domain/identity/Profile';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { LoginMethodsRepository, UsersRepository } from '../ports';

export interface SignInWithSocial {
  network: LoginNetwork;
  /** The upstream provider's stable subject. */
  subject: string;
  email?: string;
  /** Only an e-mail the upstream provider verified may join an existing account. */
  emailVerified: boolean;
  name?: string;
  regionalSettings: RegionalSettings;
}

/**
 * Social login: a known (network, subject) signs its user in; else a verified e-mail of an
 * existing account gets this network added; else a new user is registered.
 */
@injectable()
export class SignInWithSocialHandler {
  constructor(
    @inject(UsersRepository) private readonly users: UsersRepository,
    @inject(LoginMethodsRepository) private readonly loginMethods: LoginMethodsRepository,
  ) {}

  async execute(command: SignInWithSocial): Promise<Result<{ userId: number; registered: boolean }, DomainError>> {
    const known = await this.loginMethods.findUserBySocial(command.network, command.subject);
    if (known !== undefined) {
      await this.loginMethods.touch(known, 'Social');
      return ok({ userId: known, registered: false });
    }
    if (!command.email || !command.emailVerified)
      return err(domainError('INVALID', 'SOCIAL_EMAIL_MISSING', 'Identity.Social.EmailMissing'));
    const existing = await this.users.findBySignInEmail(command.email);
    if (existing) {
      await this.loginMethods.addSocial(existing.id, command.network, command.subject);
      return ok({ userId: existing.id, registered: false });
    }
    const registered = await this.users.register({
      fullName: command.name?.trim() || command.email.split('@')[0],
      email: command.email,
      regionalSettings: command.regionalSettings,
    });
    if (!registered.ok) return registered;
    await this.loginMethods.addSocial(registered.value.id, command.network, command.subject);
    return ok({ userId: registered.value.id, registered: true });
  }
}
