import 'reflect-metadata';
import type { ListingsService } from '#application/listings';
import type { Listing } from '#domain/listings/Listing';
import { aListing } from '#test/mothers/domain/ListingMother';
import { notFound } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import type { FinancingCaller } from '../ports';
import { MemoryFinancingStore, testFinancingRules } from '#test/doubles/financing/MemoryFinancingStore';
import { GetRentalDepositInsuranceOfferHandler } from './GetRentalDepositInsuranceOffer';
import { ListRentalDepositInsuranceOffersHandler } from './ListRentalDepositInsuranceOffers';

const NOW = new Date('2026-11-29T12:00:00Z');
const DAY = 86_400_000;
const bob: FinancingCaller = { profileId: '222', ownProfileIds: ['222'] };

const rent = aListing({
  id: 42,
  transactionType: 'Rent',
  type: 'Apartment',
  price: { interval: 'Month', values: [{ type: 'Original', currencyId: 'CHF', value: 2000 }] } as Listing['price'],
  numberOf: { ...aListing().numberOf, rooms: 4.5 },
});

function handler(listing: Listing = rent) {
  const store = new MemoryFinancingStore();
  const listings = {
    getListing: async (id: number | string) =>
      Number(id) === listing.id ? ok(listing) : err(notFound('LISTING_NOT_FOUND', 'no such listing', 'id')),
  } as unknown as ListingsService;
  const offers = new ListRentalDepositInsuranceOffersHandler(store);
  const get = new GetRentalDepositInsuranceOfferHandler(listings, offers, testFinancingRules(), { now: () => NOW });
  return { get, store };
}

describe('GetRentalDepositInsuranceOffer (document 001 §4 offer status, §5 offered only if…, §9 fee and links)', () => {
  it('is AVAILABLE for a monthly CHF rent apartment, with the fee for its rooms and the order link in the language', async () => {
    const result = await handler().get.execute({ listingId: 42, language: 'fr' }, bob);
    expect(result).toEqual(
      ok({ provider: 'FirstCaution', status: 'AVAILABLE', monthlyFee: 150, orderLink: 'https://fc/fr' }),
    );
  });

  it('is REQUESTED while an offer of the same provider is at most 90 days old, AVAILABLE after', async () => {
    const { get, store } = handler();
    store.offers.push({
      profileId: '222',
      provider: 'FirstCaution',
      creationDate: new Date(NOW.getTime() - 90 * DAY).toISOString(),
    });
    const requested = await get.execute({ listingId: 42, language: 'de' }, bob);
    expect(requested.ok && requested.value.status).toBe('REQUESTED');
    store.offers[0]!.creationDate = new Date(NOW.getTime() - 91 * DAY).toISOString();
    const again = await get.execute({ listingId: 42, language: 'de' }, bob);
    expect(again.ok && again.value.status).toBe('AVAILABLE');
  });

  it("is not REQUESTED by another visitor's offer", async () => {
    const { get, store } = handler();
    store.offers.push({ profileId: '111', provider: 'FirstCaution', creationDate: NOW.toISOString() });
    const result = await get.execute({ listingId: 42, language: 'de' }, bob);
    expect(result.ok && result.value.status).toBe('AVAILABLE');
  });

  it('is UNAVAILABLE for a listing priced in another currency ("provider FirstCaution needs CHF"), and not offered to PostLead', async () => {
    const euro = { ...rent, price: { ...rent.price, values: [{ type: 'Original', currencyId: 'EUR', value: 2000 }] } };
    const { get } = handler(euro as Listing);
    const result = await get.execute({ listingId: 42, language: 'de' }, bob);
    expect(result.ok && result.value.status).toBe('UNAVAILABLE');
    expect(await get.isOffered(42)).toBe(false);
    expect(await handler().get.isOffered(42)).toBe(true);
  });

  it('refuses a provider that is none, and answers an unknown listing NOT_FOUND', async () => {
    const { get } = handler();
    const provider = await get.execute({ listingId: 42, provider: 'Nobody', language: 'de' }, bob);
    expect(!provider.ok && provider.error.field).toBe('provider');
    expect(await get.isOffered(42, 'Nobody')).toBe(false);
    const missing = await get.execute({ listingId: 7, language: 'de' }, bob);
    expect(!missing.ok && missing.error.kind).toBe('NOT_FOUND');
  });
});
