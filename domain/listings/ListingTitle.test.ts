import { aListing } from '#test/mothers/domain/ListingMother';
import { listingTitle } from './ListingTitle';

describe('listingTitle', () => {
  it('shows a short title whole in every form', () => {
    expect(listingTitle(aListing({ title: 'Flat with a view' }), 'en')).toEqual({
      kind: 'text',
      full: 'Flat with a view',
      display: 'Flat with a view',
      headline: 'Flat with a view',
    });
  });

  it('cuts the displayed title near 70 and the headline at 110', () => {
    const title = `${'a'.repeat(72)} ${'b'.repeat(60)}`;
    const view = listingTitle(aListing({ title }), 'en');
    expect(view).toEqual({ kind: 'text', full: title, display: `${'a'.repeat(72)}…`, headline: `${'a'.repeat(72)}…` });
  });

  it('prefers the owner translation in the visitor language', () => {
    const listing = aListing({ title: 'Flat', descriptions: { fr: { title: 'Appartement', description: '' } } });
    expect(listingTitle(listing, 'fr')).toMatchObject({ full: 'Appartement' });
    expect(listingTitle(listing, 'de')).toMatchObject({ full: 'Flat' });
  });

  it('ignores a blank translation', () => {
    const listing = aListing({ title: 'Flat', descriptions: { fr: { title: '  ', description: '' } } });
    expect(listingTitle(listing, 'fr')).toMatchObject({ full: 'Flat' });
  });

  it('generates a title from type, transaction and locality when none was published', () => {
    expect(listingTitle(aListing({ title: ' \n ' }), 'en')).toEqual({
      kind: 'generated',
      messageKey: 'ItemDetails.Title.Generated',
      values: { propertyType: 'Apartment', transactionType: 'Sell', locality: 'Genève' },
    });
  });
});
