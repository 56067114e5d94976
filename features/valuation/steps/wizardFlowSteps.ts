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
import { SqlPropertyStore } from '#infrastructure/valuation/sql/SqlPropertyStore';
import { SqlValuationMarket } from '#infrastructure/valuation/sql/SqlValuationMarket';
import { valuationUseCases } from '#test/harness/requests/valuationUseCases';
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

type FlowUseCases = ReturnType<typeof valuationUseCases>;

/** The scenario's solved captcha: these scenarios are about the flow, the captcha has its own contract case. */
const SOLVED = 'solved';

async function useCases(world: PortalWorld): Promise<FlowUseCases> {
  const state = flow(world);
  if (!state.db) {
    state.db = await openDatabase({ inMemory: true });
    world.onCleanup(() => state.db?.close());
  }
  const db = state.db.db;
  const rates = async () => ({ base: 'EUR', rates: { EUR: 1, CHF: 1 } }) as never;
  return valuationUseCases({
    store: new SqlPropertyStore(db),
    // The real model on a database without listings: not fitted yet when asked, as on a fresh start.
    model: new ListingsValuationModel(db, { current: rates }),
    limiter: new RateLimitedValuations({
      limits: { perProfile: state.limit, perClient: state.limit * 10, windowS: 3600 },
    }),
    captcha: {
      challenge: async () => ({}),
      verify: async (token) => (token === SOLVED ? { ok: true } : { ok: false, refusal: 'invalid' }),
    },
    mails: new OutboxValuationMails(db, {
      origin: () => 'http://localhost',
      translate: formatterCache(),
      defaultCulture: () => 'en',
    }),
    market: new SqlValuationMarket(db),
    rates: { current: rates },
    settings: { creatableCountries: () => ['CH', 'FR', 'PT'] },
    clock: { now: () => new Date() },
  });
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
  const use = (state as FlowScenario & { use?: FlowUseCases }).use ?? (await useCases(this));
  (state as FlowScenario & { use?: FlowUseCases }).use = use;
  if (!state.property) {
    const created = await use.create.execute({
      draft: { ...state.fields, portalId: 'international', origin: 'PropertyValuationWizard' },
      caller: CALLER,
    });
    assert.ok(created.ok, JSON.stringify(!created.ok && created.error));
    state.property = created.value;
  }
  state.result = await use.valuate.execute({ id: state.property.id, caller: CALLER, captchaToken: SOLVED });
});

Then('the valuation is refused as {word} on {string}', function (this: PortalWorld, kind: string, field: string) {
  const { result } = flow(this);
  assert.ok(result && !result.ok, 'the valuation was not refused');
  assert.equal(result.error.kind, kind);
  if (field) assert.equal(result.error.field, field);
});

Then('the property is marked isValuationPostponed', async function (this: PortalWorld) {
  const state = flow(this) as FlowScenario & { use?: FlowUseCases };
  const property = await state.use!.get.execute({ id: state.property!.id, caller: CALLER });
  assert.ok(property.ok && property.value.isValuationPostponed);
});
