import { inject, injectable } from 'inversify';
import { codeExpiresAt } from '#domain/identity/CodeLifetime';
import { firstFailure, validateEmail, validateMaxLength, validateRequired } from '#domain/identity/FieldValidators';
import { validateNewPassword } from '#domain/identity/PasswordRules';
import type { RegionalSettings } from '#domain/identity/Profile';
import { FULL_NAME_MAX } from '#domain/identity/ProfileDetailsRules';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { AttemptLimiter, EmailCodes, IdentityClock, IdentityMails, PasswordHasher, UsersRepository } from '../ports';
import { admitAttempt } from './loginAttempts';
import { EMAIL_CODE_TTL_SECONDS } from './SendEmailCode';

export interface StartRegistration {
  fullName: string;
  email: string;
  password: string;
  /** Required checkbox: the terms of use. */
  acceptTerms: boolean;
  culture: string;
  regionalSettings: RegionalSettings;
  clientKey: string;
}

/**
 * Registration, step one: validate, then mail a confirmation code. The pending registration
 * (name, argon2id hash) waits with the code. An e-mail that already has an account gets a login
 * code instead, and the screen is the same either way: registering never reveals who is registered.
 */
@injectable()
export class StartRegistrationHandler {
  constructor(
    @inject(UsersRepository) private readonly users: UsersRepository,
    @inject(EmailCodes) private readonly codes: EmailCodes,
    @inject(IdentityMails) private readonly mails: IdentityMails,
    @inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(AttemptLimiter) private readonly limiter: AttemptLimiter,
    @inject(IdentityClock) private readonly clock: Clock,
  ) {}

  async execute(command: StartRegistration): Promise<Result<void, DomainError>> {
    const failure = firstFailure(
      () => validateRequired(command.fullName, 'fullName'),
      () => validateMaxLength(command.fullName.trim(), FULL_NAME_MAX, 'fullName'),
      () => validateRequired(command.email, 'email'),
      () => validateEmail(command.email),
      () => validateNewPassword(command.password),
      () => validateRequired(command.acceptTerms, 'acceptTerms'),
    );
    if (failure) return err(failure);
    const email = command.email.trim().toLowerCase();
    const admitted = await admitAttempt(this.limiter, 'register', { clientKey: command.clientKey, email });
    if (!admitted.ok) return admitted;
    // The same work either way (one argon2id hash, one code, one mail), so neither the answer nor
    // its time says whether the e-mail has an account (docs/security.md "No account enumeration").
    const passwordHash = await this.hasher.hash(command.password);
    const existing = await this.users.findBySignInEmail(email);
    if (existing) {
      await this.mails.accountExists(
        email,
        await this.codes.issue('login', email, codeExpiresAt(this.clock.now(), EMAIL_CODE_TTL_SECONDS)),
        command.culture,
      );
      return ok(undefined);
    }
    const payload = { fullName: command.fullName.trim(), passwordHash, regionalSettings: command.regionalSettings };
    await this.mails.registrationCode(
      email,
      await this.codes.issue('register', email, codeExpiresAt(this.clock.now(), EMAIL_CODE_TTL_SECONDS), payload),
      command.culture,
    );
    return ok(undefined);
  }
}
