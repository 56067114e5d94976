import { inject, injectable } from 'inversify';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import type { Clock } from '#domain/shared/Clock';
import { err, ok, type Result } from '#domain/shared/Result';
import { AttemptLimiter, EmailCodes, IdentityClock, LoginMethodsRepository, UsersRepository } from '../ports';
import { admitAttempt, NEVER_SIGNED_IN, pairKey, type SignedInBefore } from './loginAttempts';
import { EMAIL_CODE_MAX_ATTEMPTS } from './SendEmailCode';
import { verifyEmailCode } from './verifyEmailCode';

export interface LogInWithEmailCode {
  email: string;
  code: string;
  clientKey: string;
  signedInBefore?: SignedInBefore;
}

export const INVALID_CODE = () =>
  domainError('UNAUTHORIZED', 'INVALID_CODE', 'Identity.EmailCode.InvalidCode', { field: 'code' });

/** EmailCode login, step two: a right, fresh, unused code logs the user in (rate limited; a code dies after 5 tries). */
@injectable()
export class LogInWithEmailCodeHandler {
  constructor(
    @inject(UsersRepository) private readonly users: UsersRepository,
    @inject(EmailCodes) private readonly codes: EmailCodes,
    @inject(LoginMethodsRepository) private readonly loginMethods: LoginMethodsRepository,
    @inject(AttemptLimiter) private readonly limiter: AttemptLimiter,
    @inject(IdentityClock) private readonly clock: Clock,
  ) {}

  async execute(command: LogInWithEmailCode): Promise<Result<{ userId: number }, DomainError>> {
    const attempt = { clientKey: command.clientKey, email: command.email.trim().toLowerCase() };
    const user = await this.users.findBySignInEmail(attempt.email);
    const known = user !== undefined && (command.signedInBefore ?? NEVER_SIGNED_IN)(user.id);
    if (!known) {
      const admitted = await admitAttempt(this.limiter, 'emailCode', attempt);
      if (!admitted.ok) return admitted;
    }
    // The holder's own browser is not bound by the code's shared count of wrong tries.
    const verified =
      /^\d{6}$/.test(command.code.trim()) &&
      (await verifyEmailCode(
        { codes: this.codes, clock: this.clock },
        {
          purpose: 'login',
          email: attempt.email,
          code: command.code,
          maxAttempts: known ? Infinity : EMAIL_CODE_MAX_ATTEMPTS,
        },
      ));
    if (!verified || !user || user.isArchived) {
      if (known) {
        const admitted = await admitAttempt(this.limiter, 'emailCode', attempt);
        if (!admitted.ok) return admitted;
      }
      return err(INVALID_CODE());
    }
    await this.limiter.reset('emailCode', pairKey(attempt));
    await this.loginMethods.recordEmailCode(user.id);
    return ok({ userId: user.id });
  }
}
