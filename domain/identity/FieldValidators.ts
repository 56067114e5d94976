import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { type DomainError, invalid } from '../shared/DomainError';

/**
 * The documents' field validators (document 000 §5) with their messages, verbatim. Each returns
 * undefined when the value passes, else an INVALID error whose message the UI translates.
 */
export const VALIDATION_MESSAGES = {
  required: 'Immobox.Validations.Required',
  invalidEmail: 'General.Validators.InvalidEmail',
  invalidMobilePhone: 'Immobox.Validations.InvalidMobilePhone',
  minLength: 'Must be at least {n} characters',
  maxLength: 'Must be no more than {n} characters',
} as const;

// The WHATWG "valid e-mail address" production that browsers apply to <input type=email>.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Required: a checkbox must be true, a text non-empty once trimmed, anything else present. */
export function validateRequired(value: unknown, field?: string): DomainError | undefined {
  const present =
    typeof value === 'boolean'
      ? value
      : typeof value === 'string'
        ? value.trim() !== ''
        : value !== undefined && value !== null;
  return present ? undefined : invalid('REQUIRED', VALIDATION_MESSAGES.required, field);
}

export function validateEmail(value: string, field = 'email'): DomainError | undefined {
  return EMAIL.test(value.trim()) && value.trim().length <= 254
    ? undefined
    : invalid('INVALID_EMAIL', VALIDATION_MESSAGES.invalidEmail, field);
}

export function validateMinLength(value: string, n: number, field?: string): DomainError | undefined {
  return value.length >= n ? undefined : invalid('MIN_LENGTH', VALIDATION_MESSAGES.minLength, field, { n });
}

export function validateMaxLength(value: string, n: number, field?: string): DomainError | undefined {
  return value.length <= n ? undefined : invalid('MAX_LENGTH', VALIDATION_MESSAGES.maxLength, field, { n });
}

/**
 * A mobile phone must be a valid phone number and numeric after removing plus, minus, brackets
 * and spaces. A number without an international prefix is read in the portal's country.
 */
export function validateMobilePhone(value: string, country?: string | null, field = 'phone'): DomainError | undefined {
  const digits = value.replace(/[+\-() ]/g, '');
  const numeric = /^\d+$/.test(digits);
  let valid: boolean;
  try {
    valid = numeric && isValidPhoneNumber(value, (country ?? undefined) as CountryCode | undefined);
  } catch {
    valid = false;
  }
  return valid ? undefined : invalid('INVALID_MOBILE_PHONE', VALIDATION_MESSAGES.invalidMobilePhone, field);
}

/** The first failure of a list of checks (each check is evaluated lazily). */
export function firstFailure(...checks: (() => DomainError | undefined)[]): DomainError | undefined {
  for (const check of checks) {
    const failure = check();
    if (failure) return failure;
  }
  return undefined;
}
