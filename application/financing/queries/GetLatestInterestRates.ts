import { inject, injectable } from 'inversify';
import type { InterestRates } from '#domain/financing/interestRates';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { FinancingService } from '../ports';

/** GET /interestrates/latest (provider). */
@injectable()
export class GetLatestInterestRatesHandler {
  constructor(@inject(FinancingService) private readonly financing: FinancingService) {}

  execute(query: { provider: string }): Promise<Result<InterestRates, DomainError>> {
    return this.financing.latestInterestRates(query.provider);
  }
}
