import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { isSuccessfulStatus, type ProcessingStatus } from '#domain/leads/Lead';
import { leadFollowUps } from '#domain/leads/LeadFollowUps';
import { decideLead, type LeadTarget } from '#domain/leads/LeadRules';
import { leadFieldErrors, type LeadFields, validateLeadContact } from '#domain/leads/LeadValidation';
import type { SpamVerdict } from '#domain/leads/SpamSignals';
import { spamVerdict } from '#domain/leads/SpamSignals';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';

/** What a scenario checked, kept per World (each scenario has its own). */
interface LeadScenario {
  errors?: Partial<Record<keyof LeadFields, DomainError>>;
  contactError?: DomainError;
  decided?: Result<ProcessingStatus, DomainError>;
  followUps?: string[];
}
const scenarios = new WeakMap<object, LeadScenario>();
const scenario = (world: object): LeadScenario => {
  if (!scenarios.has(world)) scenarios.set(world, {});
  return scenarios.get(world)!;
};

const data = { fullName: 'Anna Keller', email: 'anna@example.ch', phone: '+41446681800', leadType: 'lead' as const };
const sale: LeadTarget = {
  kind: 'listing',
  isArchived: false,
  transactionType: 'Sell',
  geocodeLevel: 'Postcode',
  timeZone: 'Europe/Zurich',
};

When(
  /^the lead form is checked with (fullName|email|phone) "([^"]*)" for ([A-Z]{2})$/,
  function (this: object, field: keyof LeadFields, value: string, country: string) {
    scenario(this).errors = leadFieldErrors({ ...data, [field]: value }, country);
  },
);

When('the lead form is checked with a message of {int} characters', function (this: object, length: number) {
  scenario(this).errors = leadFieldErrors({ ...data, message: 'x'.repeat(length) }, 'CH');
});

Then(
  /^the (fullName|email|phone) field says "([^"]*)"$/,
  function (this: object, field: keyof LeadFields, message: string) {
    const error = scenario(this).errors?.[field];
    if (message === 'valid') assert.equal(error, undefined);
    else assert.equal(error?.message, message);
  },
);

Then('the message field says {string} with n {int}', function (this: object, message: string, n: number) {
  const error = scenario(this).errors?.message;
  assert.equal(error?.message, message);
  assert.equal(error?.values?.n, n);
});

When('the leads service checks a lead without a phone', function (this: object) {
  scenario(this).contactError = validateLeadContact({ ...data, phone: '' }, 'CH');
});

Then('it answers {string} naming {word}', function (this: object, message: string, field: string) {
  assert.equal(scenario(this).contactError?.message, message);
  assert.equal(scenario(this).contactError?.field, field);
});

Then(/^the status (\w+) counts as successful: (yes|no)$/, function (status: ProcessingStatus, successful: string) {
  assert.equal(isSuccessfulStatus(status), successful === 'yes');
});

function decide(world: object, endpoint: 'lead' | 'tour' | 'listingAddress', target: LeadTarget, spam: SpamVerdict) {
  scenario(world).decided = decideLead({
    endpoint,
    target,
    request: { data, tourDate: '2026-03-04', tourTime: '10:00' },
    now: new Date('2026-03-03T07:00:00Z'),
    spam,
  });
}

When('a lead is decided for an archived sale listing', function (this: object) {
  decide(this, 'lead', { ...sale, isArchived: true }, 'clean');
});
When('a tour is decided for a rent listing', function (this: object) {
  decide(this, 'tour', { ...sale, transactionType: 'Rent' }, 'clean');
});
When('an address request is decided for a sale listing geocoded to its city', function (this: object) {
  decide(this, 'listingAddress', { ...sale, geocodeLevel: 'City' }, 'clean');
});
When('a lead is decided for a sale listing with the honeypot filled', function (this: object) {
  decide(
    this,
    'lead',
    sale,
    spamVerdict({ honeypot: 'http://spam.example', formTimestamp: 0, formSubmitTime: 60_000 }),
  );
});

Then('its status is {word}', function (this: object, status: string) {
  const decided = scenario(this).decided;
  assert.ok(decided?.ok);
  assert.equal(decided.value, status);
});

Then('it is refused with {word}', function (this: object, code: string) {
  const decided = scenario(this).decided;
  assert.ok(decided && !decided.ok);
  assert.equal(decided.error.code, code);
});

When(
  /^a lead was sent (from an unsaved search|from a saved search|without a search), (without subscribe|with forceSubscribe), by a visitor (not fully logged in|fully logged in)$/,
  function (this: object, search: string, subscribe: string, logged: string) {
    scenario(this).followUps = leadFollowUps({
      search: search === 'without a search' ? undefined : { id: '42', saved: search === 'from a saved search' },
      forceSubscribe: subscribe === 'with forceSubscribe',
      fullyLoggedIn: logged === 'fully logged in',
    }).map((followUp) => followUp.kind);
  },
);

Then('the follow-ups are {string}', function (this: object, expected: string) {
  assert.deepEqual(
    scenario(this).followUps,
    expected.split(',').map((kind) => kind.trim()),
  );
});
