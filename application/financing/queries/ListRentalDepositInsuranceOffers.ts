import { inject, injectable } from 'inversify';
import type { RentalDepositInsuranceOffer } from '#domain/financing/rentalDepositInsurance';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type FinancingCaller, FinancingService } from '../ports';

/** GET /rentalDepositInsuranceOffers: the caller's offers, newest first. */
@injectable()
export class ListRentalDepositInsuranceOffersHandler {
  constructor(@inject(FinancingService) private readonly financing: FinancingService) {}

  execute(
    query: { provider?: string },
    caller: FinancingCaller,
  ): Promise<Result<RentalDepositInsuranceOffer[], DomainError>> {
    return this.financing.listRentalDepositInsuranceOffers(query, caller);
  }
}
