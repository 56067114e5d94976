import { ok } from '#domain/shared/Result';
import type { ListingInsuranceOffer } from '#domain/financing/rentalDepositInsurance';
import { RentalDepositInsuranceViewModel } from './RentalDepositInsuranceViewModel';
import { offersRentalDepositInsurance, rentalDepositInsuranceLeadOption } from './useRentalDepositInsurance';

const offer = (status: ListingInsuranceOffer['status']): ListingInsuranceOffer => ({
  provider: 'FirstCaution',
  status,
  monthlyFee: 19,
  orderLink: 'https://www.firstcaution.ch/fr',
});

function loaded(status: ListingInsuranceOffer['status']) {
  let reads = 0;
  const model = new RentalDepositInsuranceViewModel(8, 'fr', {
    execute: async () => {
      reads++;
      return ok(offer(status));
    },
  });
  return { model, reads: () => reads };
}

describe('the contact form option of the rental deposit insurance', () => {
  it('is offered while AVAILABLE, and the offer shows REQUESTED once the lead went out', async () => {
    const { model } = loaded('AVAILABLE');
    await model.load();
    const option = rentalDepositInsuranceLeadOption(model);
    expect(option?.provider).toBe('FirstCaution');
    option!.onRequested();
    expect(model.offer?.status).toBe('REQUESTED');
    expect(rentalDepositInsuranceLeadOption(model)).toBeUndefined();
  });

  it.each(['REQUESTED', 'UNAVAILABLE'] as const)('is not offered when %s', async (status) => {
    const { model } = loaded(status);
    await model.load();
    expect(rentalDepositInsuranceLeadOption(model)).toBeUndefined();
  });

  it('is not offered before the offer is read, and the section and the form share one read', async () => {
    const { model, reads } = loaded('AVAILABLE');
    expect(rentalDepositInsuranceLeadOption(model)).toBeUndefined();
    await Promise.all([model.load(), model.load()]);
    expect(reads()).toBe(1);
  });

  it('belongs to rent listings that are not archived', () => {
    expect(offersRentalDepositInsurance({ transactionType: 'Rent', isArchived: false })).toBe(true);
    expect(offersRentalDepositInsurance({ transactionType: 'Rent', isArchived: true })).toBe(false);
    expect(offersRentalDepositInsurance({ transactionType: 'Sell', isArchived: false })).toBe(false);
  });
});
