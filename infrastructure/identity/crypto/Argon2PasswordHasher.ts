import { hash, verify } from '@node-rs/argon2';
import { injectable } from 'inversify';
import type { PasswordHasher } from '#application/identity/ports';

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane); the PHC string carries them. */
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum, so spelled out) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

@injectable()
export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash is a failed login, not a crash.
      return false;
    }
  }
}
