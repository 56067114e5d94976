import type { DomainError } from '../shared/DomainError';
import {
  firstFailure,
  validateEmail,
  validateMaxLength,
  validateMobilePhone,
  validateRequired,
} from './FieldValidators';
import type { ProfileDetails } from './Profile';

export const FULL_NAME_MAX = 100;

/**
 * The settings/profile form (document 000 §5): e-mail required and valid; full name and phone
 * optional, but a phone given must be a valid mobile number. A profile is complete only when all
 * three are there (isProfileComplete), which the form tells the visitor without forcing it.
 */
export function validateProfileDetails(details: ProfileDetails, country?: string | null): DomainError[] {
  const failures = [
    details.fullName !== undefined ? validateMaxLength(details.fullName, FULL_NAME_MAX, 'fullName') : undefined,
    firstFailure(
      () => validateRequired(details.email, 'email'),
      () => validateEmail(details.email ?? '', 'email'),
    ),
    details.phone !== undefined && details.phone.trim() !== ''
      ? validateMobilePhone(details.phone, country, 'phone')
      : undefined,
  ];
  return failures.filter((failure): failure is DomainError => failure !== undefined);
}
