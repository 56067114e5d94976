import { inject, injectable } from 'inversify';
import { canAccessUser, type Caller } from '#domain/identity/AccessPolicy';
import { validateNewPassword } from '#domain/identity/PasswordRules';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { IdentityErrors } from '../IdentityErrors';
import { AttemptLimiter, LoginMethodsRepository, PasswordHasher, Sessions, UsersRepository } from '../ports';

export interface ChangePassword {
  caller: Caller;
  userId: number;
  /** Required when the user already has a password. */
  currentPassword?: string;
  newPassword: string;
}

/** Settings › Security: set or change the password; the current one is checked (rate limited like a login); other sessions end. */
@injectable()
export class ChangePasswordHandler {
  constructor(
    @inject(UsersRepository) private readonly users: UsersRepository,
    @inject(LoginMethodsRepository) private readonly loginMethods: LoginMethodsRepository,
    @inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(AttemptLimiter) private readonly limiter: AttemptLimiter,
    @inject(Sessions) private readonly sessions: Sessions,
  ) {}

  async execute(command: ChangePassword): Promise<Result<void, DomainError>> {
    // Only the user themself: an admin may see a user's login methods but never set their password.
    if (
      command.caller.session.userId !== command.userId ||
      !canAccessUser(command.caller, { id: command.userId, accountIds: [] })
    )
      return err(IdentityErrors.userNotFound());
    const invalid = validateNewPassword(command.newPassword, 'newPassword');
    if (invalid) return err(invalid);
    const current = await this.loginMethods.passwordHashOf(command.userId);
    if (current) {
      const allowed = await this.limiter.consume('password', `user:${command.userId}`);
      if (!allowed.ok) return allowed;
      if (!command.currentPassword || !(await this.hasher.verify(current, command.currentPassword))) {
        return err(
          domainError('INVALID', 'WRONG_PASSWORD', 'Identity.Security.WrongPassword', { field: 'currentPassword' }),
        );
      }
      await this.limiter.reset('password', `user:${command.userId}`);
    }
    await this.loginMethods.setPassword(command.userId, await this.hasher.hash(command.newPassword));
    // A new password ends every other session: whoever knew the old one is signed out everywhere
    // (docs/security.md "Ending sessions"); the browser that changed it stays signed in.
    await this.sessions.endAllOf(command.userId, command.caller.session.sessionId);
    return ok(undefined);
  }
}
