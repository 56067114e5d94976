import 'reflect-metadata';
import { estimateMortgage } from '#domain/financing/mortgageEstimate';
import { ok } from '#domain/shared/Result';
import { CreateMortgageQuoteHandler } from '../commands/CreateMortgageQuote';
import type { FinancingCaller } from '../ports';
import {
  MemoryFinancingStore,
  TEST_LENDER_RULES,
  testFinancingRules,
} from '#test/doubles/financing/MemoryFinancingStore';
import { EstimateMortgageHandler } from './EstimateMortgage';
import { GetLatestInterestRatesHandler } from './GetLatestInterestRates';
import { ListMortgageQuotesHandler, MAX_QUOTES } from './ListMortgageQuotes';

const QUOTE = {
  grossAnnualIncome: 180_000,
  purchasePrice: 1_000_000,
  currencyId: 'CHF',
  provider: 'Default',
  ownFunds: 200_000,
};
const alice: FinancingCaller = { profileId: '111', ownProfileIds: ['111', '112'] };
const visitor: FinancingCaller = { ownProfileIds: [] };

function handlers() {
  const store = new MemoryFinancingStore();
  const rules = testFinancingRules();
  const rates = new GetLatestInterestRatesHandler(store, rules);
  const estimates = new EstimateMortgageHandler(rates, rules);
  return {
    store,
    rates,
    estimates,
    create: new CreateMortgageQuoteHandler(estimates, store),
    list: new ListMortgageQuotesHandler(store),
  };
}

describe('GetLatestInterestRates (document 001 §7 "GET /interestrates/latest")', () => {
  it('refuses a provider that is no mortgage provider, naming provider', async () => {
    const result = await handlers().rates.execute({ provider: 'Nobody' });
    expect(!result.ok && [result.error.kind, result.error.field]).toEqual(['INVALID', 'provider']);
  });

  it('answers the shipped table on a fresh store, written once, never over newer rates', async () => {
    const { store, rates } = handlers();
    expect(await rates.execute({ provider: 'Default' })).toEqual(
      ok({ provider: 'Default', asOf: '2026-11-02', rates: { Fixed5: 1.28, Fixed10: 1.5 } }),
    );
    store.rates.find((r) => r.interestType === 'Fixed10')!.rate = 1.7;
    await rates.execute({ provider: 'Default' });
    expect(store.fills).toBe(1);
    expect(store.rates.find((r) => r.interestType === 'Fixed10')!.rate).toBe(1.7);
  });

  it('dates a set by its oldest publication', async () => {
    const { store, rates } = handlers();
    await rates.execute({ provider: 'Default' });
    store.rates.find((r) => r.interestType === 'Fixed5')!.asOf = '2026-12-01';
    const latest = await rates.execute({ provider: 'Default' });
    expect(latest.ok && latest.value.asOf).toBe('2026-11-02');
  });

  it('answers NOT_FOUND for a provider without rates', async () => {
    const store = new MemoryFinancingStore();
    const rules = testFinancingRules({ mortgageProviders: ['Default', 'Other'] });
    const result = await new GetLatestInterestRatesHandler(store, rules).execute({ provider: 'Other' });
    expect(!result.ok && result.error.kind).toBe('NOT_FOUND');
  });
});

describe('EstimateMortgage (document 001 §3 mortgage calculator, §7 "GET /mortgagequotes/estimates")', () => {
  it('estimates at the fixed rate of the length (ten years by default) under the lender rules', async () => {
    const result = await handlers().estimates.execute(QUOTE);
    expect(result).toEqual(
      ok(
        estimateMortgage(
          { purchasePrice: 1_000_000, ownFunds: 200_000, grossAnnualIncome: 180_000, interestRate: 1.5 },
          TEST_LENDER_RULES,
        ),
      ),
    );
    const five = await handlers().estimates.execute({ ...QUOTE, length: 5 });
    expect(five.ok && five.value.interestRate).toBe(1.28);
  });

  it('takes the lender minimum (20 %) as own funds when none are given', async () => {
    const result = await handlers().estimates.execute({ ...QUOTE, ownFunds: undefined });
    expect(result.ok && result.value.ownFunds).toBe(200_000);
  });

  it('refuses another currency than CHF: the FINMA rules are Swiss', async () => {
    const result = await handlers().estimates.execute({ ...QUOTE, currencyId: 'EUR' });
    expect(!result.ok && [result.error.code, result.error.field]).toEqual(['CURRENCY_NOT_VALID', 'currencyId']);
  });

  it('refuses own funds above the price', async () => {
    const result = await handlers().estimates.execute({ ...QUOTE, ownFunds: 1_000_001 });
    expect(!result.ok && result.error.field).toBe('ownFunds');
  });

  it('refuses an unknown provider', async () => {
    const result = await handlers().estimates.execute({ ...QUOTE, provider: 'Nobody' });
    expect(!result.ok && result.error.field).toBe('provider');
  });

  it('answers NOT_FOUND when the provider quotes no fixed rate up to the length', async () => {
    const rules = testFinancingRules({
      shippedInterestRates: () => ({ provider: 'Default', asOf: '2026-11-02', rates: { Saron: 0.85 } }),
    });
    const rates = new GetLatestInterestRatesHandler(new MemoryFinancingStore(), rules);
    const result = await new EstimateMortgageHandler(rates, rules).execute(QUOTE);
    expect(!result.ok && result.error.code).toBe('INTEREST_RATE_NOT_FOUND');
  });
});

describe('CreateMortgageQuote (document 001 §7 "POST /mortgagequotes")', () => {
  it("needs the caller's profile and stores nothing without one", async () => {
    const { create, store } = handlers();
    const result = await create.execute({ mortgageQuote: QUOTE, locale: 'de' }, visitor);
    expect(!result.ok && result.error.kind).toBe('UNAUTHORIZED');
    expect(store.quotes).toEqual([]);
  });

  it('stores nothing for a draft the estimate refuses', async () => {
    const { create, store } = handlers();
    const result = await create.execute({ mortgageQuote: { ...QUOTE, currencyId: 'EUR' }, locale: 'de' }, alice);
    expect(!result.ok && result.error.field).toBe('currencyId');
    expect(store.quotes).toEqual([]);
  });

  it("keeps the quote on the caller's profile with the ten-year estimate and the locale", async () => {
    const { create, store } = handlers();
    const result = await create.execute({ mortgageQuote: { ...QUOTE, listingId: 9 }, locale: 'fr' }, alice);
    expect(result.ok && result.value).toMatchObject({ ...QUOTE, listingId: 9, estimate: { interestRate: 1.5 } });
    expect(store.quotes[0]).toMatchObject({ profileId: '111', locale: 'fr' });
  });
});

describe('ListMortgageQuotes (document 001 §7 "GET /mortgagequotes": listingId, sort, top)', () => {
  it('has none for a visitor without a profile', async () => {
    const { list, store } = handlers();
    await store.insertQuote({ ...QUOTE, profileId: '111', locale: 'de', estimate: {} as never });
    expect(await list.execute({}, visitor)).toEqual(ok([]));
  });

  it("lists the caller's profiles' quotes only, newest first, oldest first on sort=creationDate", async () => {
    const { list, store } = handlers();
    const own = (profileId: string) => store.insertQuote({ ...QUOTE, profileId, locale: 'de', estimate: {} as never });
    const first = await own('111');
    await own('222');
    const second = await own('112');
    const newest = await list.execute({}, alice);
    expect(newest.ok && newest.value.map((q) => q.id)).toEqual([second.id, first.id]);
    const oldest = await list.execute({ sort: 'creationDate' }, alice);
    expect(oldest.ok && oldest.value.map((q) => q.id)).toEqual([first.id, second.id]);
    const latest = await list.execute({ top: 1 }, alice);
    expect(latest.ok && latest.value.map((q) => q.id)).toEqual([second.id]);
  });

  it('answers at most 50 whatever top asks', async () => {
    const { list, store } = handlers();
    for (let i = 0; i < MAX_QUOTES + 5; i += 1)
      await store.insertQuote({ ...QUOTE, profileId: '111', locale: 'de', estimate: {} as never });
    const result = await list.execute({ top: 1000 }, alice);
    expect(result.ok && result.value.length).toBe(MAX_QUOTES);
  });
});
