import { inject, injectable } from 'inversify';
import type { RentalDepositInsuranceOffer } from '#domain/financing/rentalDepositInsurance';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { type FinancingCaller, FinancingStore, ownersOf } from '../ports';
import type { ListRentalDepositInsuranceOffersUseCase } from '../tokens';

/** Offers a visitor may list at once. */
export const MAX_OFFERS = 50;

/** GET /rentalDepositInsuranceOffers (document 001 §7 "Leads"): the caller's offers, newest first; none without a profile. */
@injectable()
export class ListRentalDepositInsuranceOffersHandler implements ListRentalDepositInsuranceOffersUseCase {
  constructor(@inject(FinancingStore) private readonly store: FinancingStore) {}

  async execute(
    query: { provider?: string },
    caller: FinancingCaller,
  ): Promise<Result<RentalDepositInsuranceOffer[], DomainError>> {
    const owners = ownersOf(caller);
    if (owners.length === 0) return ok([]);
    return ok(
      await this.store.offersOf(owners, {
        ...(query.provider === undefined ? {} : { provider: query.provider }),
        limit: MAX_OFFERS,
      }),
    );
  }
}
