import { GEOCODE_LEVELS } from './Listing';
import { isExactEnough, listingActions } from './ListingActions';
import { aListing } from '#test/mothers/domain/ListingMother';

describe('listingActions (document 002 §6)', () => {
  it('offers lead, tour and address on an active sale listing geocoded to the postcode', () => {
    expect(listingActions(aListing())).toEqual({
      lead: { available: true },
      tour: { available: true },
      listingAddress: { available: true },
    });
  });

  it('offers nothing on an archived listing, whatever else holds', () => {
    const archived = { available: false, reason: 'archived' };
    expect(listingActions(aListing({ isArchived: true }))).toEqual({
      lead: archived,
      tour: archived,
      listingAddress: archived,
    });
  });

  it('needs a sale listing for a tour', () => {
    const actions = listingActions(aListing({ transactionType: 'Rent' }));
    expect(actions.tour).toEqual({ available: false, reason: 'notForSale' });
    expect(actions.lead).toEqual({ available: true });
  });

  it('needs a postcode-exact geocode for the listing address', () => {
    const listing = aListing();
    const cityLevel = listingActions({ ...listing, location: { ...listing.location, geocodeLevel: 'City' } });
    expect(cityLevel.listingAddress).toEqual({ available: false, reason: 'geocodeNotExact' });
  });

  it('counts only Postcode as exact enough', () => {
    expect(GEOCODE_LEVELS.filter(isExactEnough)).toEqual(['Postcode']);
  });
});
