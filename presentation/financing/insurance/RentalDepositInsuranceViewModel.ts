import { flow, makeAutoObservable } from 'mobx';
import type { ListingInsuranceOffer } from '#domain/financing/rentalDepositInsurance';
import type { GetRentalDepositInsuranceOfferHandler } from '#application/financing/queries/GetRentalDepositInsuranceOffer';

/**
 * A rent listing's rental deposit insurance offer for this visitor (document 001 §4, §5): read
 * after hydration (the status is the visitor's own), shown only when AVAILABLE or REQUESTED.
 */
export class RentalDepositInsuranceViewModel {
  offer: ListingInsuranceOffer | undefined = undefined;
  /** A read is under way: the offer section and the contact form share one request. */
  loading = false;

  constructor(
    private readonly listingId: number,
    private readonly language: string,
    private readonly getOffer: Pick<GetRentalDepositInsuranceOfferHandler, 'execute'>,
  ) {
    makeAutoObservable<this, 'listingId' | 'language' | 'getOffer'>(
      this,
      { listingId: false, language: false, getOffer: false },
      { autoBind: true },
    );
  }

  get shown(): boolean {
    return this.offer !== undefined && this.offer.status !== 'UNAVAILABLE';
  }

  load = flow(function* (this: RentalDepositInsuranceViewModel) {
    if (this.loading) return;
    this.loading = true;
    const result = (yield this.getOffer.execute(
      { listingId: this.listingId, language: this.language },
      { ownProfileIds: [] },
    )) as Awaited<ReturnType<GetRentalDepositInsuranceOfferHandler['execute']>>;
    // A failed read offers nothing: the insurance is an extra, never an error on the listing.
    this.offer = result.ok ? result.value : undefined;
    this.loading = false;
  });

  /** After the insurance lead was sent: the offer counts as requested for 90 days. */
  markRequested(): void {
    if (this.offer) this.offer = { ...this.offer, status: 'REQUESTED' };
  }
}
