import { inject, injectable } from 'inversify';
import { ListingsService } from '#application/listings';
import {
  isInsuranceOfferable,
  monthlyInsuranceFee,
  offerStatus,
  orderLinkFor,
} from '#domain/financing/rentalDepositInsurance';
import type { Clock } from '#domain/shared/Clock';
import { type DomainError, invalid } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { type FinancingCaller, FinancingClock, FinancingRules, type ListingInsuranceOffer } from '../ports';
import {
  type GetRentalDepositInsuranceOfferUseCase,
  ListRentalDepositInsuranceOffers,
  type ListRentalDepositInsuranceOffersUseCase,
} from '../tokens';

/**
 * GET /rentalDepositInsuranceOffers with a listing: the status of document 001 §4 ("REQUESTED when
 * an offer from the same provider was created within the last 90 days; AVAILABLE when offerable;
 * otherwise UNAVAILABLE"), the monthly fee by rooms and the order link (document 001 §9).
 */
@injectable()
export class GetRentalDepositInsuranceOfferHandler implements GetRentalDepositInsuranceOfferUseCase {
  constructor(
    @inject(ListingsService) private readonly listings: ListingsService,
    @inject(ListRentalDepositInsuranceOffers) private readonly offers: ListRentalDepositInsuranceOffersUseCase,
    @inject(FinancingRules) private readonly rules: FinancingRules,
    @inject(FinancingClock) private readonly clock: Clock,
  ) {}

  async execute(
    query: { listingId: number; provider?: string; language: string },
    caller: FinancingCaller,
  ): Promise<Result<ListingInsuranceOffer, DomainError>> {
    const providerId = query.provider ?? this.rules.defaultInsuranceProvider;
    const offered = await this.offered(query.listingId, providerId);
    if (!offered.ok) return offered;
    const offers = await this.offers.execute({ provider: providerId }, caller);
    if (!offers.ok) return offers;
    return ok({
      provider: providerId,
      status: offerStatus(offers.value, providerId, offered.value.offerable, this.clock.now()),
      monthlyFee: monthlyInsuranceFee(offered.value.listing.numberOf.rooms),
      orderLink: orderLinkFor(offered.value.provider.orderLinks, query.language),
    });
  }

  /**
   * Whether a provider (absent: the default one) insures this listing (document 001 §5 "Rental
   * deposit insurance is offered only if…"): the lookup's status and the insurance lead's acceptance
   * (PostLead asks through LeadInsuranceOffers) both come from here, so a request can never be taken
   * for a listing the lookup calls UNAVAILABLE.
   */
  async isOffered(listingId: number, provider?: string): Promise<boolean> {
    const offered = await this.offered(listingId, provider ?? this.rules.defaultInsuranceProvider);
    return offered.ok && offered.value.offerable;
  }

  private async offered(listingId: number, providerId: string) {
    const provider = Object.hasOwn(this.rules.insuranceProviders, providerId)
      ? this.rules.insuranceProviders[providerId]
      : undefined;
    if (!provider)
      return err(invalid('PROVIDER_NOT_VALID', 'provider is not a rental deposit insurance provider', 'provider'));
    const listing = await this.listings.getListing(listingId);
    if (!listing.ok) return listing;
    const offerable = isInsuranceOfferable(listing.value, provider, this.rules.exemptAgencyIds);
    return ok({ provider, listing: listing.value, offerable });
  }
}
