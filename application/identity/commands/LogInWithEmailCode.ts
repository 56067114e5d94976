import { inject, injectable } from 'inversify';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { AttemptLimiter, EmailCodes, LoginMethodsRepository, UsersRepository } from '../ports';
import { EMAIL_CODE_MAX_ATTEMPTS } from './SendEmailCode';

export interface LogInWithEmailCode {
  email: string;
  code: string;
  clientKey: string;
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
  ) {}

  async execute(command: LogInWithEmailCode): Promise<Result<{ userId: number }, DomainError>> {
    const email = command.email.trim().toLowerCase();
    for (const key of [`email:${email}`, `client:${command.clientKey}`]) {
      const allowed = await this.limiter.consume('emailCode', key);
      if (!allowed.ok) return allowed;
    }
    if (!/^\d{6}$/.test(command.code.trim())) return err(INVALID_CODE());
    const verified = await this.codes.verify('login', email, command.code, EMAIL_CODE_MAX_ATTEMPTS);
    const user = verified ? await this.users.findBySignInEmail(email) : undefined;
    if (!user || user.isArchived) return err(INVALID_CODE());
    await this.limiter.reset('emailCode', `email:${email}`);
    await this.loginMethods.recordEmailCode(user.id);
    return ok({ userId: user.id });
  }
}
