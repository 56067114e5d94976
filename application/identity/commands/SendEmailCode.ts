import { inject, injectable } from 'inversify';
import { codeExpiresAt } from '#domain/identity/CodeLifetime';
import { validateEmail } from '#domain/identity/FieldValidators';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { AttemptLimiter, EmailCodes, IdentityClock, IdentityMails, UsersRepository } from '../ports';
import { admitAttempt, NEVER_SIGNED_IN, type SignedInBefore } from './loginAttempts';

export const EMAIL_CODE_TTL_SECONDS = 10 * 60;
/**
 * Wrong tries a code survives, from every client together: one client is held to its pair's five
 * in a window, so a stranger needs several addresses to spoil the holder's code (docs/security.md).
 */
export const EMAIL_CODE_MAX_ATTEMPTS = 20;

export interface SendEmailCode {
  email: string;
  culture: string;
  clientKey: string;
  signedInBefore?: SignedInBefore;
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
    @inject(IdentityClock) private readonly clock: Clock,
  ) {}

  async execute(command: SendEmailCode): Promise<Result<void, DomainError>> {
    const invalid = validateEmail(command.email);
    if (invalid) return err(invalid);
    const email = command.email.trim().toLowerCase();
    const admitted = await admitAttempt(this.limiter, 'emailCodeSend', { clientKey: command.clientKey, email });
    if (!admitted.ok) return admitted;
    // A code is issued either way (one that no account can use when the e-mail has none): the same
    // work, so the time does not tell who is registered (docs/security.md "No account enumeration").
    const user = await this.users.findBySignInEmail(email);
    const code = await this.codes.issue('login', email, codeExpiresAt(this.clock.now(), EMAIL_CODE_TTL_SECONDS));
    if (!user || user.isArchived) await this.mails.noAccount(email, command.culture);
    // The holder's own browser gets its code whatever strangers asked for (the cap does not hold it back).
    else await this.mails.loginCode(email, code, command.culture, (command.signedInBefore ?? NEVER_SIGNED_IN)(user.id));
    return ok(undefined);
  }
}
