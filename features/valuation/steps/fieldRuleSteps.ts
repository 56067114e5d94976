import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { PortalWorld } from '#features/support/world';
import { type PropertyField, validateFields } from '#domain/valuation/fieldRules';
import type { PropertyFields, ValuationPropertyType } from '#domain/valuation/Property';
import { stepFailures, wizardStepSchema } from '#presentation/valuation/wizardSchema';
import { creatableCountriesOf } from '#config/di/valuationServerModule';
import { validateProfileDetails } from '#domain/identity/ProfileDetailsRules';
import { validateWizardUser } from '#domain/valuation/userRules';
import type { UserStep, WizardUser } from '#domain/valuation/wizardSteps';

interface FieldRuleScenario {
  property: PropertyFields;
  field?: PropertyField;
  user: WizardUser;
  userStep?: UserStep;
  /** The countries the portal may create valuations in (every rule country unless a scenario names the portal). */
  creatable: readonly string[];
}

declare module '../../support/world' {
  interface ScenarioState {
    valuationRules: FieldRuleScenario;
  }
}

const ALL_RULE_COUNTRIES = ['CH', 'FR', 'PT', 'ES'];

/** The field names of the examples, as the property holds them. */
const FIELDS: Record<string, { path: PropertyField; checked?: string; set(p: PropertyFields, v: string): void }> = {
  rooms: { path: 'numberOf.rooms', set: (p, v) => (p.numberOf = { ...p.numberOf, rooms: num(v) }) },
  bedrooms: { path: 'numberOf.bedrooms', set: (p, v) => (p.numberOf = { ...p.numberOf, bedrooms: num(v) }) },
  bathrooms: { path: 'numberOf.bathrooms', set: (p, v) => (p.numberOf = { ...p.numberOf, bathrooms: num(v) }) },
  'living area': { path: 'area.living', set: (p, v) => (p.area = { ...p.area, living: num(v) }) },
  'land area': { path: 'area.land', set: (p, v) => (p.area = { ...p.area, land: num(v) }) },
  'construction year': { path: 'constructionYear', set: (p, v) => (p.constructionYear = num(v)) },
  type: {
    path: 'propertyType',
    set: (p, v) => (p.propertyType = (v || undefined) as ValuationPropertyType | undefined),
  },
  subtype: { path: 'propertySubType', set: (p, v) => (p.propertySubType = v || undefined) },
  amenities: { path: 'amenities', set: (p, v) => (p.amenities = v ? [v as never] : []) },
  condition: { path: 'condition', set: (p, v) => (p.condition = (v || undefined) as never) },
  'selling intent': { path: 'sellingIntent', set: (p, v) => (p.sellingIntent = (v || undefined) as never) },
  'expected price': { path: 'price.expected', set: (p, v) => (p.price = { ...p.price, expected: num(v) }) },
  'price currency': {
    path: 'price.expected',
    checked: 'price.currency',
    set: (p, v) => (p.price = { ...p.price, currency: v }),
  },
  street: { path: 'location.street', set: (p, v) => (p.location = { ...p.location, street: v }) },
  'house number': { path: 'location.houseNumber', set: (p, v) => (p.location = { ...p.location, houseNumber: v }) },
  'post code': { path: 'location.postCode', set: (p, v) => (p.location = { ...p.location, postCode: v }) },
  city: { path: 'location.city', set: (p, v) => (p.location = { ...p.location, city: v }) },
  country: {
    path: 'location.countryISO',
    set: (p, v) => (p.location = { ...p.location, countryISO: v || undefined }),
  },
};

/** The user steps' fields, as the examples name them. */
const USER_FIELDS: Record<string, UserStep> = { 'e-mail': 'email', 'full name': 'fullName', phone: 'phone' };

function num(value: string): number | undefined {
  return value === '' ? undefined : Number(value);
}

function scenario(world: PortalWorld): FieldRuleScenario {
  return world.slice('valuationRules', () => ({ property: {}, user: {}, creatable: ALL_RULE_COUNTRIES }));
}

/** A property that passes every rule of its country: each example changes one field of it. */
export function validProperty(country: string, type: ValuationPropertyType): PropertyFields {
  return {
    location: { street: 'Main street', houseNumber: '3', postCode: '1000', city: 'Town', countryISO: country },
    propertyType: type,
    propertySubType: type === 'House' ? 'DetachedHouse' : 'Apartment',
    numberOf: country === 'PT' || country === 'ES' ? { bedrooms: 2 } : { rooms: 3 },
    area: type === 'House' ? { living: 150, land: 600 } : { living: 80 },
    constructionYear: 1995,
    condition: 'GoodCondition',
    sellingIntent: 'SellIn6To12Months',
    price: { expected: 500_000, currency: country === 'CH' ? 'CHF' : 'EUR' },
  };
}

Given('an owner values a(n) {word} in {word}', function (this: PortalWorld, type: string, country: string) {
  scenario(this).property = validProperty(country, type as ValuationPropertyType);
});

Given(
  'the {word} portal, whose valuation setting decides the countries',
  function (this: PortalWorld, portalId: string) {
    scenario(this).creatable = creatableCountriesOf(portalId);
  },
);

When('they enter {string} as the {}', function (this: PortalWorld, value: string, field: string) {
  if (USER_FIELDS[field]) {
    scenario(this).userStep = USER_FIELDS[field];
    scenario(this).user[USER_FIELDS[field]] = value;
    return;
  }
  const spec = FIELDS[field];
  assert.ok(spec, `no field named ${field} in the steps`);
  spec.set(scenario(this).property, value);
  scenario(this).field = spec.path;
});

Then(
  'the {} is {word} with {string}',
  async function (this: PortalWorld, field: string, outcome: string, message: string) {
    const { property, field: path, creatable, user, userStep } = scenario(this);
    if (userStep) return checkUserField(property, user, userStep, outcome, message);
    const spec = FIELDS[field]!;
    const at = spec.checked ?? spec.path;
    // The server's validation (the properties service runs validateFields with the rule table)…
    const server = validateFields(property, [path!], { creatableCountries: creatable }).find(
      (error) => error.field === at,
    );
    // …and the wizard's form schema (yup, built on the same table).
    const form = (await stepFailures(wizardStepSchema([path!], creatable), property))[at];
    if (outcome === 'accepted') {
      assert.equal(server, undefined, `server refused ${field}: ${JSON.stringify(server)}`);
      assert.equal(form, undefined, `form refused ${field}: ${form}`);
    } else {
      assert.equal(server?.message, message, `server on ${field}`);
      assert.equal(form, message, `form on ${field}`);
    }
  },
);

/**
 * A user step's field: the wizard's rule (validateWizardUser, what the form shows) and, for a value
 * given, the profile call's own rule on the server (validateProfileDetails), which must agree.
 */
function checkUserField(property: PropertyFields, user: WizardUser, step: UserStep, outcome: string, message: string) {
  const country = property.location?.countryISO;
  const form = validateWizardUser(user, step, country)[0]?.message;
  const given = user[step]?.trim() ? user[step] : undefined;
  const server = given
    ? validateProfileDetails({ email: 'owner@example.ch', [step]: given }, country).find((e) => e.field === step)
        ?.message
    : undefined;
  if (outcome === 'accepted') {
    assert.equal(form, undefined, `form refused ${step}: ${form}`);
    assert.equal(server, undefined, `profile call refused ${step}: ${server}`);
  } else {
    assert.equal(form, message, `form on ${step}`);
    if (given && step !== 'fullName') assert.equal(server, message, `profile call on ${step}`);
  }
}
