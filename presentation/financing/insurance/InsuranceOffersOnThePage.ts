import type { RentalDepositInsuranceViewModel } from './RentalDepositInsuranceViewModel';

/**
 * The page's rental deposit insurance offers, one per listing and language: the offer section and
 * the contact form share it, so a request sent from the form shows REQUESTED in the section too.
 * One per page load in the browser, one per request on the server (config/di), as the page's modals.
 */
export class InsuranceOffersOnThePage {
  private readonly models = new Map<string, RentalDepositInsuranceViewModel>();

  /** The listing's offer in that language: the one made before, or the one `make` makes now. */
  of(
    listingId: number,
    language: string,
    make: () => RentalDepositInsuranceViewModel,
  ): RentalDepositInsuranceViewModel {
    const key = `${listingId}:${language}`;
    const model = this.models.get(key) ?? make();
    this.models.set(key, model);
    return model;
  }
}
