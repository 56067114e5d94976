import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type FinancingCaller, FinancingService, type ListingInsuranceOffer } from '../ports';

/**
 * GET /rentalDepositInsuranceOffers with a listing: the status of document 001 §4 ("REQUESTED when
 * an offer from the same provider was created within the last 90 days; AVAILABLE when offerable;
 * otherwise UNAVAILABLE"), the monthly fee by rooms and the order link.
 */
@injectable()
export class GetRentalDepositInsuranceOfferHandler {
  constructor(@inject(FinancingService) private readonly financing: FinancingService) {}

  execute(
    query: { listingId: number; provider?: string; language: string },
    caller: FinancingCaller,
  ): Promise<Result<ListingInsuranceOffer, DomainError>> {
    return this.financing.getListingInsuranceOffer(query, caller);
  }
}
