import { validateEmail, validateMaxLength, validateMobilePhone } from '#domain/identity/FieldValidators';
import { FULL_NAME_MAX } from '#domain/identity/ProfileDetailsRules';
import { type FieldError, MESSAGES } from './fieldRules';
import type { UserStep, WizardUser } from './wizardSteps';

/**
 * The user steps' rules. Document 002 §5: "User email, full name, phone: required". The wizard
 * saves them as the profile's details, so beyond "required" they pass the profile's own rules
 * (document 000 §5, domain/identity): a valid e-mail, a valid mobile phone (read in the property's
 * country when it has no international prefix), a full name of at most 100 characters. The form
 * refuses exactly what the profile call would refuse, with the same messages.
 */
export function validateWizardUser(user: WizardUser, step: UserStep, country?: string): FieldError[] {
  const value = user[step]?.trim() ?? '';
  if (value === '') return [{ field: step, message: MESSAGES.required }];
  const failure =
    step === 'email'
      ? validateEmail(value, step)
      : step === 'phone'
        ? validateMobilePhone(value, country, step)
        : validateMaxLength(value, FULL_NAME_MAX, step);
  return failure ? [{ field: step, message: failure.message, values: failure.values }] : [];
}
