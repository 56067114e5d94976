import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { PortalWorld } from '#features/support/world';
import type { ValuationCaller } from '#application/valuation/ports';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { Property, PropertyFields } from '#domain/valuation/Property';
import { applyStep, startingStep, WIZARD_STEPS, type WizardUser } from '#domain/valuation/wizardSteps';
import { openDatabase, type OpenedDatabase } from '#infrastructure/db/Database';
import { formatterCache } from '#config/alerts/formatterCache';
import { OutboxValuationMails } from '#infrastructure/valuation/OutboxValuationMails';
import { RateLimitedValuations } from '#infrastructure/valuation/limits/RateLimitedValuations';
import { ListingsValuationModel } from '#infrastructure/valuation/model/ListingsValuationModel';
import { SqlPropertiesService } from '#infrastructure/valuation/sql/SqlPropertiesService';
import { validProperty } from './fieldRuleSteps';

interface FlowScenario {
  fields: PropertyFields;
  user: WizardUser;
  db?: OpenedDatabase;
  limit: number;
  property?: Property;
  result?: Result<Property, DomainError>;
}

declare module '../../support/world' {
  interface ScenarioState {
    valuationFlow: FlowScenario;
  }
}

const flow = (world: PortalWorld) => world.slice('valuationFlow', () => ({ fields: {}, user: {}, limit: 10 }));
const CALLER: ValuationCaller = { profileId: 7, ownProfileIds: [7], portalId: 'international', clientIp: '192.0.2.1' };

Then("the wizard's steps are {string}", function (this: PortalWorld, steps: string) {
  assert.deepEqual([...WIZARD_STEPS], steps.split(', '));
});

Given(
  'an owner in {word} has answered up to the {word} step',
  function (this: PortalWorld, country: string, step: string) {
    const full = { ...validProperty(country, 'Apartment'), propertySubType: 'Attic' };
    const state = flow(this);
    if (step === 'nothing') return;
    const upTo = WIZARD_STEPS.indexOf(step as (typeof WIZARD_STEPS)[number]);
    const keep: Record<string, (keyof PropertyFields)[]> = {
      address: ['location'],
      type: ['propertyType'],
      subtype: ['propertySubType'],
      rooms: ['numberOf'],
      areas: ['area'],
      amenities: ['amenities'],
      year: ['constructionYear'],
      condition: ['condition'],
      saletiming: ['sellingIntent'],
      saleprice: ['price'],
    };
    for (const answered of WIZARD_STEPS.slice(0, upTo + 1)) {
      for (const key of keep[answered] ?? []) (state.fields as Record<string, unknown>)[key] = full[key];
      if (answered === 'email') state.user.email = 'owner@example.ch';
      if (answered === 'fullName') state.user.fullName = 'Anna Muster';
      if (answered === 'phone') state.user.phone = '+41791234567';
    }
  },
);

Then('the wizard starts at the {word} step', function (this: PortalWorld, expected: string) {
  const { fields, user } = flow(this);
  assert.equal(startingStep(fields, user) ?? 'done', expected);
});

When('they change the type to {word}', function (this: PortalWorld, type: string) {
  const state = flow(this);
  state.fields = applyStep(state.fields, { propertyType: type as 'House' });
});

Then('the property has no subtype', function (this: PortalWorld) {
  assert.equal(flow(this).fields.propertySubType, undefined);
});

Then("the property's subtype is still {word}", function (this: PortalWorld, subtype: string) {
  assert.equal(flow(this).fields.propertySubType, subtype);
});

async function service(world: PortalWorld): Promise<SqlPropertiesService> {
  const state = flow(world);
  if (!state.db) {
    state.db = await openDatabase({ inMemory: true });
    world.onCleanup(() => state.db?.close());
  }
  const db = state.db.db;
  // The real model on a database without listings: not fitted yet when asked, as on a fresh start.
  const model = new ListingsValuationModel(db, {
    current: async () => ({ base: 'EUR', rates: { EUR: 1, CHF: 1 } }) as never,
  });
  return new SqlPropertiesService(
    db,
    model,
    new RateLimitedValuations({ limits: { perProfile: state.limit, perClient: state.limit * 10, windowS: 3600 } }),
    new OutboxValuationMails(db, {
      origin: () => 'http://localhost',
      translate: formatterCache(),
      defaultCulture: () => 'en',
    }),
    { creatableCountries: () => ['CH', 'FR', 'PT'], rates: async () => ({ base: 'EUR', rates: {} }) as never },
  );
}

async function saved(world: PortalWorld, fields: PropertyFields) {
  const state = flow(world);
  state.fields = fields;
}

Given('the owner saved a CH apartment without its living area', async function (this: PortalWorld) {
  await saved(this, { ...validProperty('CH', 'Apartment'), area: {} });
});

Given('the owner saved a complete CH apartment', async function (this: PortalWorld) {
  const fields = validProperty('CH', 'Apartment');
  await saved(this, { ...fields, location: { ...fields.location, latitude: 47.37, longitude: 8.54 } });
});

Given('the owner may ask for {int} valuation(s) an hour', function (this: PortalWorld, limit: number) {
  flow(this).limit = limit;
});

When('they ask for its valuation', { timeout: 60_000 }, async function (this: PortalWorld) {
  const state = flow(this);
  const properties = (state as FlowScenario & { service?: SqlPropertiesService }).service ?? (await service(this));
  (state as FlowScenario & { service?: SqlPropertiesService }).service = properties;
  if (!state.property) {
    const created = await properties.createProperty(
      { ...state.fields, portalId: 'international', origin: 'PropertyValuationWizard' },
      CALLER,
    );
    assert.ok(created.ok, JSON.stringify(!created.ok && created.error));
    state.property = created.value;
  }
  state.result = await properties.valuate(state.property.id, CALLER);
});

Then('the valuation is refused as {word} on {string}', function (this: PortalWorld, kind: string, field: string) {
  const { result } = flow(this);
  assert.ok(result && !result.ok, 'the valuation was not refused');
  assert.equal(result.error.kind, kind);
  if (field) assert.equal(result.error.field, field);
});

Then('the property is marked isValuationPostponed', async function (this: PortalWorld) {
  const state = flow(this) as FlowScenario & { service?: SqlPropertiesService };
  const property = await state.service!.getProperty(state.property!.id, CALLER);
  assert.ok(property.ok && property.value.isValuationPostponed);
});
