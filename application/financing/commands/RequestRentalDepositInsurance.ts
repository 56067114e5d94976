import { inject, injectable } from 'inversify';
import type { LeadAnswer, LeadRequest } from '#application/leads';
import type { RentalDepositInsuranceOffer } from '#domain/financing/rentalDepositInsurance';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type FinancingCaller, FinancingService } from '../ports';

/** The insurance lead from its own modal, posted through the leads service and kept as the caller's offer. */
@injectable()
export class RequestRentalDepositInsuranceHandler {
  constructor(@inject(FinancingService) private readonly financing: FinancingService) {}

  execute(
    command: { lead: LeadRequest },
    caller: FinancingCaller,
  ): Promise<Result<{ lead: LeadAnswer; offer?: RentalDepositInsuranceOffer }, DomainError>> {
    return this.financing.requestRentalDepositInsurance(command.lead, caller);
  }
}
