import { inject, injectable } from 'inversify';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { AttemptLimiter, LoginMethodsRepository, PasswordHasher, UsersRepository } from '../ports';

export interface LogInWithPassword {
  email: string;
  password: string;
  /** Who is trying (the client's IP), limited on top of the e-mail. */
  clientKey: string;
}

/** One message for every failure, so the answer never tells whether the e-mail has an account. */
export const INVALID_CREDENTIALS = () =>
  domainError('UNAUTHORIZED', 'INVALID_CREDENTIALS', 'Identity.Login.InvalidCredentials');

// A real argon2id hash of a random password: unknown e-mails cost the same time as known ones.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$0VE/AyFI+EvgZbMYV3ptXg$izaHNxf+v3Nv5FwXtahxWHlgVh8B/Bl4VnRq74J3cg8';

/** Password login (argon2id), rate limited per (client, e-mail) pair, per account and per client. */
@injectable()
export class LogInWithPasswordHandler {
  constructor(
    @inject(UsersRepository) private readonly users: UsersRepository,
    @inject(LoginMethodsRepository) private readonly loginMethods: LoginMethodsRepository,
    @inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(AttemptLimiter) private readonly limiter: AttemptLimiter,
  ) {}

  async execute(command: LogInWithPassword): Promise<Result<{ userId: number }, DomainError>> {
    const email = command.email.trim().toLowerCase();
    // The attacker's attempts are limited, not the holder's login: five per (client, e-mail) pair, a
    // slower limit per account across all clients, and a wide one per client.
    const pair = `pair:${command.clientKey}|${email}`;
    for (const key of [pair, `account:${email}`, `client:${command.clientKey}`]) {
      const allowed = await this.limiter.consume('password', key);
      if (!allowed.ok) return allowed;
    }
    const user = await this.users.findBySignInEmail(email);
    const hash = user ? await this.loginMethods.passwordHashOf(user.id) : undefined;
    const matches = await this.hasher.verify(hash ?? DUMMY_HASH, command.password);
    if (!user || !hash || !matches || user.isArchived) return err(INVALID_CREDENTIALS());
    await this.limiter.reset('password', pair);
    await this.loginMethods.touch(user.id, 'Password');
    return ok({ userId: user.id });
  }
}
