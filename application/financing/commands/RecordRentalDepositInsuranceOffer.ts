import { inject, injectable } from 'inversify';
import type { RentalDepositInsuranceOffer } from '#domain/financing/rentalDepositInsurance';
import { type DomainError, invalid } from '#domain/shared/DomainError';
import { err, type Result } from '#domain/shared/Result';
import { type FinancingCaller, FinancingRules, RentalDepositInsuranceOffers } from '../ports';

/**
 * Records that the caller asked a provider for rental deposit insurance, so the listing shows
 * REQUESTED for 90 days (document 001 §4). Called by the leads service after it sent the
 * insurance lead (/leads/firstCaution, /leads/rentalDepositInsurance).
 */
@injectable()
export class RecordRentalDepositInsuranceOfferHandler {
  constructor(
    @inject(RentalDepositInsuranceOffers) private readonly offers: RentalDepositInsuranceOffers,
    @inject(FinancingRules) private readonly rules: FinancingRules,
  ) {}

  execute(
    command: { provider: string; listingId?: number },
    caller: FinancingCaller,
  ): Promise<Result<RentalDepositInsuranceOffer, DomainError>> {
    if (!Object.hasOwn(this.rules.insuranceProviders, command.provider))
      return Promise.resolve(
        err(invalid('PROVIDER_NOT_VALID', 'provider is not a rental deposit insurance provider', 'provider')),
      );
    return this.offers.record(command, caller);
  }
}
