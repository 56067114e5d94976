import 'reflect-metadata';
import type { Captcha } from '#application/shared/captcha';
import { domainError } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import type { PropertyFields } from '#domain/valuation/Property';
import type { Estimate, ValuationCaller, ValuationLimiter, ValuationModel } from '../ports';
import { MemoryPropertyStore } from '#test/doubles/valuation/MemoryPropertyStore';
import { ValuatePropertyHandler } from './ValuateProperty';

const NOW = new Date('2026-03-02T00:00:00Z');
const OWNER: ValuationCaller = { profileId: 1, ownProfileIds: [1], portalId: 'international', clientIp: '192.0.2.1' };
const OTHER: ValuationCaller = { profileId: 2, ownProfileIds: [2], portalId: 'international', clientIp: '192.0.2.2' };

/** A complete apartment in Zürich: every required field of document 002 §5 for CH. */
const ZURICH: PropertyFields = {
  location: { street: 'Seefeldstrasse', houseNumber: '12', postCode: '8008', city: 'Zürich', countryISO: 'CH' },
  propertyType: 'Apartment',
  propertySubType: 'Apartment',
  area: { living: 92 },
  constructionYear: 1998,
  condition: 'GoodCondition',
  sellingIntent: 'SellIn6To12Months',
  price: { expected: 1_250_000, currency: 'CHF' },
};

const ESTIMATE: Estimate = {
  price: { min: 1_100_000, avg: 1_200_000, max: 1_300_000 },
  currency: 'CHF',
  comparables: [],
  explanation: { coverage: 0.8 } as Estimate['explanation'],
};

async function valuation(options: { ready?: boolean; limited?: boolean; fields?: PropertyFields } = {}) {
  const store = new MemoryPropertyStore();
  const asked: string[] = [];
  const consumed: unknown[] = [];
  const model: ValuationModel = {
    estimate: async (_property, currency) => {
      asked.push(currency);
      return options.ready === false
        ? err(domainError('FAILED_DEPENDENCY', 'VALUATION_POSTPONED', 'Valuation.Form.Messages.Postponed'))
        : ok(ESTIMATE);
    },
    whenReady: async () => undefined,
  };
  const limiter: ValuationLimiter = {
    consume: async (caller) => {
      consumed.push(caller);
      return options.limited
        ? err(domainError('TOO_MANY_REQUESTS', 'VALUATION_RATE_LIMITED', 'Valuation.RateLimit.Text'))
        : ok(undefined);
    },
  };
  const captcha: Captcha = {
    challenge: async () => ({}),
    verify: async (token) =>
      token === 'solved' ? { ok: true } : { ok: false, refusal: token ? 'replayed' : 'missing' },
  };
  const handler = new ValuatePropertyHandler(
    store,
    model,
    limiter,
    captcha,
    { creatableCountries: () => ['CH', 'FR', 'PT'] },
    { now: () => NOW },
  );
  const property = await store.create(
    {
      profileId: 1,
      portalId: 'international',
      origin: 'PropertyValuationWizard',
      selectedAgents: [],
      fields: options.fields ?? ZURICH,
    },
    NOW,
  );
  return { handler, store, property, asked, consumed };
}

describe('ValuateProperty (document 002 §4, §5, §8)', () => {
  it('asks for a captcha token before anything else (§5 "A captcha token is required to run a valuation")', async () => {
    const { handler, property, consumed } = await valuation();
    const missing = await handler.execute({ id: property.id, caller: OWNER });
    expect(!missing.ok && [missing.error.kind, missing.error.code]).toEqual(['INVALID', 'CAPTCHA_REQUIRED']);
    const reused = await handler.execute({ id: property.id, caller: OWNER, captchaToken: 'used' });
    expect(!reused.ok && [reused.error.kind, reused.error.code]).toEqual(['FORBIDDEN', 'CAPTCHA_INVALID']);
    expect(consumed).toEqual([]);
  });

  it("answers another profile's property as not found, without counting it against the limits", async () => {
    const { handler, property, consumed } = await valuation();
    const result = await handler.execute({ id: property.id, caller: OTHER, captchaToken: 'solved' });
    expect(!result.ok && result.error.kind).toBe('NOT_FOUND');
    expect(consumed).toEqual([]);
  });

  it('answers 429 over the limits and asks no model (§8 "429 on valuate: rate-limit error")', async () => {
    const { handler, property, asked } = await valuation({ limited: true });
    const result = await handler.execute({ id: property.id, caller: OWNER, captchaToken: 'solved' });
    expect(!result.ok && result.error.kind).toBe('TOO_MANY_REQUESTS');
    expect(asked).toEqual([]);
  });

  it('answers 422 naming the first missing field (§8 "422 on valuate: invalid-valuation error")', async () => {
    const house = { ...ZURICH, propertyType: 'House' as const, propertySubType: 'DetachedHouse' };
    const { handler, property, asked } = await valuation({ fields: house });
    const result = await handler.execute({ id: property.id, caller: OWNER, captchaToken: 'solved' });
    expect(!result.ok && [result.error.kind, result.error.code, result.error.field]).toEqual([
      'UNPROCESSABLE',
      'VALUATION_INVALID',
      'area.land',
    ]);
    expect(asked).toEqual([]);
  });

  it('postpones while the model is not ready: 424 and the property marked (§8)', async () => {
    const { handler, store, property } = await valuation({ ready: false });
    const result = await handler.execute({ id: property.id, caller: OWNER, captchaToken: 'solved' });
    expect(!result.ok && result.error.kind).toBe('FAILED_DEPENDENCY');
    expect((await store.find(property.id, [1]))?.isValuationPostponed).toBe(true);
  });

  it('records the estimate in the country currency (§9 "CHF in CH") as the latest valuation', async () => {
    const { handler, property, asked } = await valuation();
    const result = await handler.execute({ id: property.id, caller: OWNER, captchaToken: 'solved' });
    expect(result.ok && result.value.latestValuation?.price).toEqual(ESTIMATE.price);
    expect(asked).toEqual(['CHF']);
  });

  it('does not value an archived property (§4 "Archiving marks a property archived")', async () => {
    const { handler, store, property } = await valuation();
    await store.archive(property.id, NOW);
    const result = await handler.execute({ id: property.id, caller: OWNER, captchaToken: 'solved' });
    expect(!result.ok && result.error.kind).toBe('NOT_FOUND');
  });
});
