import { inject, injectable } from 'inversify';
import type { RentalDepositInsuranceOffer } from '#domain/financing/rentalDepositInsurance';
import { type DomainError, domainError, invalid } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { type FinancingCaller, FinancingRules, FinancingStore } from '../ports';

/**
 * Records that the caller asked a provider for rental deposit insurance, so the listing shows
 * REQUESTED for 90 days (document 001 §4). Called once the insurance lead was sent
 * (RequestRentalDepositInsurance, and RentalDepositInsuranceOffers.record for the leads context).
 */
@injectable()
export class RecordRentalDepositInsuranceOfferHandler {
  constructor(
    @inject(FinancingStore) private readonly store: FinancingStore,
    @inject(FinancingRules) private readonly rules: FinancingRules,
  ) {}

  async execute(
    command: { provider: string; listingId?: number },
    caller: FinancingCaller,
  ): Promise<Result<RentalDepositInsuranceOffer, DomainError>> {
    if (!caller.profileId)
      return err(domainError('UNAUTHORIZED', 'PROFILE_REQUIRED', 'An insurance offer needs a visitor profile'));
    if (!Object.hasOwn(this.rules.insuranceProviders, command.provider))
      return err(invalid('PROVIDER_NOT_VALID', 'provider is not a rental deposit insurance provider', 'provider'));
    return ok(
      await this.store.insertOffer({
        profileId: caller.profileId,
        provider: command.provider,
        ...(command.listingId === undefined ? {} : { listingId: command.listingId }),
      }),
    );
  }
}
