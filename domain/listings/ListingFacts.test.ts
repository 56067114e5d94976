import { listingFacts } from './ListingFacts';
import { aListing } from '#test/mothers/domain/ListingMother';

describe('listingFacts', () => {
  it('lists the key facts in display order as typed values', () => {
    const listing = aListing({
      area: {
        living: [{ value: 120, unit: 'SquareMeter', original: true }],
        land: [{ value: 15_000, unit: 'SquareMeter', original: true }],
      },
    });
    expect(listingFacts(listing)).toEqual([
      { id: 'rooms', messageKey: 'ItemDetails.Facts.Rooms', count: 4.5 },
      { id: 'bedrooms', messageKey: 'ItemDetails.Facts.Bedrooms', count: 3 },
      { id: 'bathrooms', messageKey: 'ItemDetails.Facts.Bathrooms', count: 2 },
      {
        id: 'livingArea',
        messageKey: 'ItemDetails.Facts.LivingArea',
        area: { value: 120, unit: 'SquareMeter', converted: false },
      },
      {
        id: 'landArea',
        messageKey: 'ItemDetails.Facts.LandArea',
        area: { value: 1.5, unit: 'Hectare', converted: true },
      },
      { id: 'floor', messageKey: 'ItemDetails.Facts.Floor', floor: 3 },
      { id: 'constructionYear', messageKey: 'ItemDetails.Facts.ConstructionYear', year: 1998 },
    ]);
  });

  it('keeps zero bedrooms and bathrooms (zero form) but not zero rooms', () => {
    const facts = listingFacts(aListing({ numberOf: { rooms: 0, bedrooms: 0, bathrooms: 0 } }));
    expect(facts.filter((f) => 'count' in f)).toEqual([
      { id: 'bedrooms', messageKey: 'ItemDetails.Facts.Bedrooms', count: 0 },
      { id: 'bathrooms', messageKey: 'ItemDetails.Facts.Bathrooms', count: 0 },
    ]);
  });

  it('names the ground floor and basement levels', () => {
    expect(listingFacts(aListing({ floor: 0 })).find((f) => f.id === 'floor')).toEqual({
      id: 'floor',
      messageKey: 'ItemDetails.Facts.GroundFloor',
      floor: 0,
    });
    expect(listingFacts(aListing({ floor: -1 })).find((f) => f.id === 'floor')).toEqual({
      id: 'floor',
      messageKey: 'ItemDetails.Facts.BasementFloor',
      floor: -1,
    });
  });

  it('leaves out missing and placeholder values', () => {
    const facts = listingFacts(
      aListing({
        numberOf: {},
        floor: undefined,
        constructionYear: 0,
        area: { living: [{ value: 0, unit: 'SquareMeter', original: true }] },
      }),
    );
    expect(facts).toEqual([]);
  });

  it('shows areas in the imperial system on request', () => {
    const facts = listingFacts(aListing(), 'imperial');
    expect(facts.find((f) => f.id === 'livingArea')).toMatchObject({
      area: { value: 1292, unit: 'SquareFoot', converted: true },
    });
  });
});
