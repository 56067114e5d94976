import { inject, injectable } from 'inversify';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { AttemptLimiter, LoginMethodsRepository, PasswordHasher, UsersRepository } from '../ports';
import { admitAttempt, NEVER_SIGNED_IN, pairKey, type SignedInBefore } from './loginAttempts';

export interface LogInWithPassword {
  email: string;
  password: string;
  /** Who is trying (the client's IP), limited on top of the e-mail. */
  clientKey: string;
  signedInBefore?: SignedInBefore;
}

/** One message for every failure, so the answer never tells whether the e-mail has an account. */
export const INVALID_CREDENTIALS = () =>
  domainError('UNAUTHORIZED', 'INVALID_CREDENTIALS', 'Identity.Login.InvalidCredentials');

// A real argon2id hash of a random password: unknown e-mails cost the same time as known ones.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$0VE/AyFI+EvgZbMYV3ptXg$izaHNxf+v3Nv5FwXtahxWHlgVh8B/Bl4VnRq74J3cg8';

/** Password login (argon2id), rate limited per (client, e-mail) pair and per client, slowed down per account. */
@injectable()
export class LogInWithPasswordHandler {
  constructor(
    @inject(UsersRepository) private readonly users: UsersRepository,
    @inject(LoginMethodsRepository) private readonly loginMethods: LoginMethodsRepository,
    @inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(AttemptLimiter) private readonly limiter: AttemptLimiter,
  ) {}

  async execute(command: LogInWithPassword): Promise<Result<{ userId: number }, DomainError>> {
    const attempt = { clientKey: command.clientKey, email: command.email.trim().toLowerCase() };
    // The same lookups and one argon2id verification whether or not the e-mail has an account.
    const user = await this.users.findBySignInEmail(attempt.email);
    const hash = await this.loginMethods.passwordHashOf(user?.id ?? 0);
    const known = user !== undefined && (command.signedInBefore ?? NEVER_SIGNED_IN)(user.id);
    // A browser that signed in to this account before is counted only when it fails.
    if (!known) {
      const admitted = await admitAttempt(this.limiter, 'password', attempt);
      if (!admitted.ok) return admitted;
    }
    const matches = await this.hasher.verify(hash ?? DUMMY_HASH, command.password);
    if (!user || !hash || !matches || user.isArchived) {
      if (known) {
        const admitted = await admitAttempt(this.limiter, 'password', attempt);
        if (!admitted.ok) return admitted;
      }
      return err(INVALID_CREDENTIALS());
    }
    await this.limiter.reset('password', pairKey(attempt));
    await this.loginMethods.touch(user.id, 'Password');
    return ok({ userId: user.id });
  }
}
