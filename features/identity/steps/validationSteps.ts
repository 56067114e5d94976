import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { validateEmail, validateMobilePhone, validateRequired } from '#domain/identity/FieldValidators';
import { validateNewPassword } from '#domain/identity/PasswordRules';
import { isProfileComplete, type ProfileDetails } from '#domain/identity/Profile';
import type { PortalWorld } from '#features/support/world';
import { identity } from './IdentityScenario';

When('the e-mail {string} is validated', function (this: PortalWorld, email: string) {
  identity(this).validation = validateEmail(email);
});

When(
  /^the mobile phone "([^"]*)" is validated for ([A-Z]{2})$/,
  function (this: PortalWorld, phone: string, country: string) {
    identity(this).validation = validateMobilePhone(phone, country);
  },
);

When(
  /^the required value (?:"([^"]*)"|(a ticked box|an unticked box)) is validated$/,
  function (this: PortalWorld, text: string | undefined, box: string | undefined) {
    identity(this).validation = validateRequired(text ?? box === 'a ticked box');
  },
);

When(/^a new password of (\d+) characters is validated$/, function (this: PortalWorld, length: string) {
  identity(this).validation = validateNewPassword('p'.repeat(Number(length)));
});

Then('the validation message is {string}', function (this: PortalWorld, message: string) {
  assert.equal(identity(this).validation?.message ?? '', message);
});

Then(/^the validation message is "([^"]*)" with n = (\d*)$/, function (this: PortalWorld, message: string, n: string) {
  const { validation } = identity(this);
  assert.equal(validation?.message ?? '', message);
  if (n) assert.deepEqual(validation?.values, { n: Number(n) });
});

const DETAILS: Record<string, ProfileDetails> = {
  'full name, e-mail and phone': { fullName: 'Anna Meier', email: 'anna@example.ch', phone: '+41 79 123 45 67' },
  'full name and e-mail': { fullName: 'Anna Meier', email: 'anna@example.ch' },
  'e-mail and phone': { email: 'anna@example.ch', phone: '+41 79 123 45 67' },
  'a blank full name, e-mail and phone': { fullName: '  ', email: 'anna@example.ch', phone: '+41 79 123 45 67' },
};

Given(/^profile details with (.+)$/, function (this: PortalWorld, what: string) {
  identity(this).details = DETAILS[what];
});

Then(/^the profile is (complete|incomplete)$/, function (this: PortalWorld, expected: string) {
  assert.equal(isProfileComplete(identity(this).details ?? {}), expected === 'complete');
});
