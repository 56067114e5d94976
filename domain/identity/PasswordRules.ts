import type { DomainError } from '../shared/DomainError';
import { firstFailure, validateMaxLength, validateMinLength, validateRequired } from './FieldValidators';

/**
 * Password length bounds (the documents leave them open): at least 8, at most 128 characters,
 * following NIST SP 800-63B (length over composition rules; long passphrases allowed).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export function validateNewPassword(password: string, field = 'password'): DomainError | undefined {
  return firstFailure(
    () => validateRequired(password, field),
    () => validateMinLength(password, PASSWORD_MIN, field),
    () => validateMaxLength(password, PASSWORD_MAX, field),
  );
}
