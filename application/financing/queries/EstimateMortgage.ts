import { inject, injectable } from 'inversify';
import type { MortgageEstimate } from '#domain/financing/mortgageEstimate';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type EstimateQuery, FinancingService } from '../ports';

/** GET /mortgagequotes/estimates: the calculator's figures and FINMA ratios. */
@injectable()
export class EstimateMortgageHandler {
  constructor(@inject(FinancingService) private readonly financing: FinancingService) {}

  execute(query: EstimateQuery): Promise<Result<MortgageEstimate, DomainError>> {
    return this.financing.estimate(query);
  }
}
