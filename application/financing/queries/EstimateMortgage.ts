import { inject, injectable } from 'inversify';
import { rateForLength } from '#domain/financing/interestRates';
import { estimateMortgage, type MortgageEstimate, minOwnFundsOf } from '#domain/financing/mortgageEstimate';
import { DEFAULT_MORTGAGE_LENGTH, MORTGAGE_ELIGIBILITY } from '#domain/financing/mortgageRules';
import { type DomainError, invalid, notFound } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { type EstimateQuery, FinancingRules } from '../ports';
import { type EstimateMortgageUseCase, GetLatestInterestRates, type GetLatestInterestRatesUseCase } from '../tokens';

/**
 * GET /mortgagequotes/estimates (document 001 §7 "Financing"): the calculator's figures and FINMA
 * ratios (document 001 §3) at the provider's fixed rate for the length, under the configured lender
 * rules. Swiss francs only: the FINMA rules are Swiss.
 */
@injectable()
export class EstimateMortgageHandler implements EstimateMortgageUseCase {
  constructor(
    @inject(GetLatestInterestRates) private readonly latestRates: GetLatestInterestRatesUseCase,
    @inject(FinancingRules) private readonly rules: FinancingRules,
  ) {}

  async execute(query: EstimateQuery): Promise<Result<MortgageEstimate, DomainError>> {
    if (query.currencyId !== MORTGAGE_ELIGIBILITY.currencyId)
      return err(
        invalid(
          'CURRENCY_NOT_VALID',
          `currencyId must be ${MORTGAGE_ELIGIBILITY.currencyId}: the FINMA rules are Swiss`,
          'currencyId',
        ),
      );
    if (query.ownFunds !== undefined && query.ownFunds > query.purchasePrice)
      return err(invalid('OWN_FUNDS_NOT_VALID', 'ownFunds may not exceed purchasePrice', 'ownFunds'));
    const rates = await this.latestRates.execute({ provider: query.provider });
    if (!rates.ok) return rates;
    const interestRate = rateForLength(rates.value.rates, query.length ?? DEFAULT_MORTGAGE_LENGTH);
    if (interestRate === undefined)
      return err(notFound('INTEREST_RATE_NOT_FOUND', `provider ${query.provider} quotes no fixed rate`, 'provider'));
    return ok(
      estimateMortgage(
        {
          purchasePrice: query.purchasePrice,
          ownFunds: query.ownFunds ?? minOwnFundsOf(query.purchasePrice, this.rules.lender),
          grossAnnualIncome: query.grossAnnualIncome,
          interestRate,
        },
        this.rules.lender,
      ),
    );
  }
}
