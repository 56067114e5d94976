import { randomBytes } from 'node:crypto';
import type { ShareKeys } from '#application/search/ports';

/** Share keys of 18 random bytes (docs/security.md: a share reference cannot be guessed). */
export class RandomShareKeys implements ShareKeys {
  next(): string {
    return randomBytes(18).toString('base64url');
  }
}
