import { inject, injectable } from 'inversify';
import { validateEmail } from '#domain/identity/FieldValidators';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { AttemptLimiter, EmailCodes, IdentityMails, UsersRepository } from '../ports';

export const EMAIL_CODE_TTL_SECONDS = 10 * 60;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

export interface SendEmailCode {
  email: string;
  culture: string;
  clientKey: string;
}

/**
 * EmailCode login, step one: mail a code. The answer is the same whether or not the e-mail has an
 * account (an address without one is told so by mail, not on screen).
 */
@injectable()
export class SendEmailCodeHandler {
  constructor(
    @inject(UsersRepository) private readonly users: UsersRepository,
    @inject(EmailCodes) private readonly codes: EmailCodes,
    @inject(IdentityMails) private readonly mails: IdentityMails,
    @inject(AttemptLimiter) private readonly limiter: AttemptLimiter,
  ) {}

  async execute(command: SendEmailCode): Promise<Result<void, DomainError>> {
    const invalid = validateEmail(command.email);
    if (invalid) return err(invalid);
    const email = command.email.trim().toLowerCase();
    for (const key of [`email:${email}`, `client:${command.clientKey}`]) {
      const allowed = await this.limiter.consume('emailCodeSend', key);
      if (!allowed.ok) return allowed;
    }
    const user = await this.users.findBySignInEmail(email);
    if (!user || user.isArchived) {
      await this.mails.noAccount(email, command.culture);
      return ok(undefined);
    }
    await this.mails.loginCode(email, await this.codes.issue('login', email, EMAIL_CODE_TTL_SECONDS), command.culture);
    return ok(undefined);
  }
}
