import {
  firstFailure,
  validateEmail,
  validateMaxLength,
  validateMinLength,
  validateMobilePhone,
  validateRequired,
} from '../identity/FieldValidators';
import { type DomainError, invalid } from '../shared/DomainError';
import type { LeadFormData } from './Lead';

/** Document 001 §5: "Lead submit needs fullName, email and phone, else 'Required field is not provided or invalid'". */
export const LEAD_REQUIRED_MESSAGE = 'Required field is not provided or invalid';

/** Document 001 §5 "Limits: […] text area 3000". */
export const MESSAGE_MAX_LENGTH = 3000;
/** Ours ("not shown"): a name is at least two characters (initial and surname) and fits an e-mail header line. */
export const FULL_NAME_MIN_LENGTH = 2;
export const FULL_NAME_MAX_LENGTH = 100;

export type LeadFields = Pick<LeadFormData, 'fullName' | 'email' | 'phone' | 'message'>;

/**
 * The form's field checks (document 001 §5), each with the documents' message key:
 * 'Immobox.Validations.Required', 'General.Validators.InvalidEmail',
 * 'Immobox.Validations.InvalidMobilePhone' (libphonenumber-js, read in the portal's country when the
 * number has no international prefix), 'Must be at least {n} characters', 'Must be no more than {n} characters'.
 */
export function leadFieldErrors(
  fields: Partial<LeadFields>,
  country?: string | null,
): Partial<Record<keyof LeadFields, DomainError>> {
  const fullName = (fields.fullName ?? '').trim();
  const email = (fields.email ?? '').trim();
  const phone = (fields.phone ?? '').trim();
  const message = fields.message ?? '';
  const errors: Partial<Record<keyof LeadFields, DomainError>> = {};
  const name = firstFailure(
    () => validateRequired(fullName, 'fullName'),
    () => validateMinLength(fullName, FULL_NAME_MIN_LENGTH, 'fullName'),
    () => validateMaxLength(fullName, FULL_NAME_MAX_LENGTH, 'fullName'),
  );
  if (name) errors.fullName = name;
  const mail = firstFailure(
    () => validateRequired(email, 'email'),
    () => validateEmail(email, 'email'),
  );
  if (mail) errors.email = mail;
  const tel = firstFailure(
    () => validateRequired(phone, 'phone'),
    () => validateMobilePhone(phone, country, 'phone'),
  );
  if (tel) errors.phone = tel;
  const text = validateMaxLength(message, MESSAGE_MAX_LENGTH, 'message');
  if (text) errors.message = text;
  return errors;
}

/**
 * The service's check of a lead's contact data: a missing or unusable fullName, email or phone
 * is "Required field is not provided or invalid" naming the field; the message over 3000
 * characters is 'Must be no more than {n} characters'.
 */
export function validateLeadContact(fields: Partial<LeadFields>, country?: string | null): DomainError | undefined {
  const errors = leadFieldErrors(fields, country);
  for (const field of ['fullName', 'email', 'phone'] as const) {
    const failure = errors[field];
    if (failure) return invalid('LEAD_FIELD_INVALID', LEAD_REQUIRED_MESSAGE, field, { reason: failure.message });
  }
  return errors.message;
}
