import { inject, injectable } from 'inversify';
import type { RegionalSettings } from '#domain/identity/Profile';
import type { DomainError } from '#domain/shared/DomainError';
import type { Clock } from '#domain/shared/Clock';
import { err, ok, type Result } from '#domain/shared/Result';
import { AttemptLimiter, EmailCodes, IdentityClock, LoginMethodsRepository, UsersRepository } from '../ports';
import { INVALID_CODE } from './LogInWithEmailCode';
import { admitAttempt } from './loginAttempts';
import { EMAIL_CODE_MAX_ATTEMPTS } from './SendEmailCode';
import { verifyEmailCode } from './verifyEmailCode';

export interface ConfirmRegistration {
  email: string;
  code: string;
  clientKey: string;
}

/**
 * Registration, step two: the mailed code proves the e-mail. A registration code creates the user
 * with their password; the login code sent when the e-mail already had an account logs that
 * account in (its password untouched).
 */
@injectable()
export class ConfirmRegistrationHandler {
  constructor(
    @inject(UsersRepository) private readonly users: UsersRepository,
    @inject(EmailCodes) private readonly codes: EmailCodes,
    @inject(LoginMethodsRepository) private readonly loginMethods: LoginMethodsRepository,
    @inject(AttemptLimiter) private readonly limiter: AttemptLimiter,
    @inject(IdentityClock) private readonly clock: Clock,
  ) {}

  async execute(command: ConfirmRegistration): Promise<Result<{ userId: number; registered: boolean }, DomainError>> {
    const email = command.email.trim().toLowerCase();
    const admitted = await admitAttempt(this.limiter, 'emailCode', { clientKey: command.clientKey, email });
    if (!admitted.ok) return admitted;
    if (!/^\d{6}$/.test(command.code.trim())) return err(INVALID_CODE());
    const ports = { codes: this.codes, clock: this.clock };
    const tried = { email, code: command.code, maxAttempts: EMAIL_CODE_MAX_ATTEMPTS };
    const pending = await verifyEmailCode(ports, { ...tried, purpose: 'register' });
    if (pending?.payload) {
      const { fullName, passwordHash, regionalSettings } = pending.payload as {
        fullName: string;
        passwordHash: string;
        regionalSettings: RegionalSettings;
      };
      const registered = await this.users.register({ fullName, email, regionalSettings });
      if (!registered.ok) return registered;
      await this.loginMethods.setPassword(registered.value.id, passwordHash);
      return ok({ userId: registered.value.id, registered: true });
    }
    const login = await verifyEmailCode(ports, { ...tried, purpose: 'login' });
    const user = login ? await this.users.findBySignInEmail(email) : undefined;
    if (!user) return err(INVALID_CODE());
    await this.loginMethods.recordEmailCode(user.id);
    return ok({ userId: user.id, registered: false });
  }
}
