import { inject, injectable } from 'inversify';
import type { InterestRates } from '#domain/financing/interestRates';
import { type DomainError, invalid, notFound } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { FinancingRules, FinancingStore } from '../ports';
import type { GetLatestInterestRatesUseCase } from '../tokens';

/**
 * GET /interestrates/latest (provider; document 001 §7 "Financing"): a mortgage provider's latest
 * rates. A fresh database quotes from the rates shipped with the product until they are refreshed
 * (infrastructure/financing/refreshInterestRates), so they are written once, never over newer ones.
 */
@injectable()
export class GetLatestInterestRatesHandler implements GetLatestInterestRatesUseCase {
  private shippedRatesStored?: Promise<void>;

  constructor(
    @inject(FinancingStore) private readonly store: FinancingStore,
    @inject(FinancingRules) private readonly rules: FinancingRules,
  ) {}

  async execute({ provider }: { provider: string }): Promise<Result<InterestRates, DomainError>> {
    if (!this.rules.mortgageProviders.includes(provider))
      return err(invalid('PROVIDER_NOT_VALID', 'provider is not a mortgage provider', 'provider'));
    this.shippedRatesStored ??= this.store.fillInterestRates(this.rules.shippedInterestRates());
    await this.shippedRatesStored;
    const rows = await this.store.interestRatesOf(provider);
    if (rows.length === 0)
      return err(notFound('INTEREST_RATES_NOT_FOUND', `no interest rates of provider ${provider}`, 'provider'));
    const rates: InterestRates['rates'] = {};
    for (const row of rows) rates[row.interestType] = row.rate;
    // The honest date for the set is its oldest publication.
    const asOf = rows.map((row) => row.asOf).sort()[0];
    return ok({ provider, asOf, rates });
  }
}
