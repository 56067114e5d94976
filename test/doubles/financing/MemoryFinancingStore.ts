import type { InterestRates, InterestType } from '#domain/financing/interestRates';
import type { LenderRules } from '#domain/financing/LenderRules';
import type { MortgageQuote } from '#domain/financing/MortgageQuote';
import type { RentalDepositInsuranceOffer } from '#domain/financing/rentalDepositInsurance';
import type { FinancingRules, FinancingStore, InterestRateRow, NewMortgageQuote } from '#application/financing/ports';

/**
 * Financing's rows in memory for the handlers' unit tests: it stores and reads like the SQL store
 * and decides nothing (the handlers decide).
 */
export class MemoryFinancingStore implements FinancingStore {
  readonly quotes: (MortgageQuote & { profileId: string; locale: string })[] = [];
  readonly offers: (RentalDepositInsuranceOffer & { profileId: string })[] = [];
  readonly rates: (InterestRateRow & { provider: string })[] = [];
  fills = 0;
  private nextId = 1;
  private tick = Date.parse('2026-11-01T00:00:00Z');

  async insertQuote({ profileId, locale, ...quote }: NewMortgageQuote): Promise<MortgageQuote> {
    const stored = { ...quote, id: this.nextId++, creationDate: this.stamp() };
    this.quotes.push({ ...stored, profileId, locale });
    return stored;
  }

  async quotesOf(
    owners: readonly string[],
    query: { listingId?: number; newestFirst: boolean; limit: number },
  ): Promise<MortgageQuote[]> {
    const mine = this.quotes
      .filter((q) => owners.includes(q.profileId))
      .filter((q) => query.listingId === undefined || q.listingId === query.listingId)
      .map(({ profileId: _p, locale: _l, ...quote }) => quote);
    if (query.newestFirst) mine.reverse();
    return mine.slice(0, query.limit);
  }

  async insertOffer({ profileId, ...offer }: { profileId: string; provider: string; listingId?: number }) {
    const stored = { ...offer, creationDate: this.stamp() };
    this.offers.push({ ...stored, profileId });
    return stored;
  }

  async offersOf(owners: readonly string[], query: { provider?: string; limit: number }) {
    return this.offers
      .filter((o) => owners.includes(o.profileId))
      .filter((o) => query.provider === undefined || o.provider === query.provider)
      .map(({ profileId: _p, ...offer }) => offer)
      .reverse()
      .slice(0, query.limit);
  }

  async interestRatesOf(provider: string): Promise<InterestRateRow[]> {
    return this.rates.filter((r) => r.provider === provider).map(({ provider: _p, ...row }) => row);
  }

  async fillInterestRates(rates: InterestRates): Promise<void> {
    this.fills += 1;
    for (const [interestType, rate] of Object.entries(rates.rates)) {
      if (this.rates.some((r) => r.provider === rates.provider && r.interestType === interestType)) continue;
      this.rates.push({ provider: rates.provider, interestType: interestType as InterestType, rate, asOf: rates.asOf });
    }
  }

  private stamp(): string {
    this.tick += 60_000;
    return new Date(this.tick).toISOString();
  }
}

/** Swiss lender rules as config/financing/swissLenderRules gives them (document 001 §3 "FINMA ratios"). */
export const TEST_LENDER_RULES: LenderRules = {
  imputedInterestRate: 5,
  maintenanceRate: 1,
  firstMortgageShare: 200 / 3,
  amortisationYears: 15,
  maxAffordabilityRatio: 100 / 3,
  minOwnFundsRate: 20,
  maxPensionFundsRate: 10,
};

/** Rules for the handlers' tests: provider Default, FirstCaution (CHF), a shipped table of two rates. */
export function testFinancingRules(overrides: Partial<FinancingRules> = {}): FinancingRules {
  return {
    lender: TEST_LENDER_RULES,
    mortgageProviders: ['Default'],
    shippedInterestRates: () => ({ provider: 'Default', asOf: '2026-11-02', rates: { Fixed5: 1.28, Fixed10: 1.5 } }),
    insuranceProviders: {
      FirstCaution: {
        id: 'FirstCaution',
        available: true,
        requiredCurrency: 'CHF',
        orderLinks: { fr: 'https://fc/fr', it: 'https://fc/it', de: 'https://fc/de' },
      },
    },
    defaultInsuranceProvider: 'FirstCaution',
    exemptAgencyIds: [],
    ...overrides,
  };
}
