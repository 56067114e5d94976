import { SETTINGS, aCountry, aPlace } from '#test/mothers/search/SearchPageMother';
import { searchPagePath } from '#domain/search/searchPagePath';
import { searchAlternates } from './searchPageUrls';

const search = {
  filters: { transactionType: 'Sell' as const, types: ['Apartment' as const], location: { placeId: 'place-geneve' } },
  params: { page: 2 },
};
const target = { culture: 'fr' as const, portal: SETTINGS.portal, place: aPlace(), country: aCountry() };

describe('search page URLs', () => {
  it('builds the place-first path in the culture, with its prefix for a culture other than the default', () => {
    expect(searchPagePath(search, target)).toBe('/fr/suisse/geneve/acheter/appartements?p=2');
    expect(searchPagePath(search, { ...target, culture: 'de' })).toBe('/schweiz/genf/kaufen/wohnungen?p=2');
  });

  it('falls back to /search?placeId= for a place without slugs', () => {
    expect(searchPagePath(search, { ...target, place: aPlace({ slugs: [] }) })).toBe(
      '/fr/search?p=2&pt=Apartment&tt=Sell&placeId=place-geneve',
    );
  });

  it('builds the agency page with the other filters in the query', () => {
    const agencySearch = { filters: { transactionType: 'Rent' as const, accountId: 42 }, params: {} };
    expect(
      searchPagePath(agencySearch, { ...target, place: undefined, agency: { id: 42, slug: 'agence-dupont' } }),
    ).toBe('/fr/agence/agence-dupont/42?tt=Rent');
  });

  it('gives one hreflang link per culture and x-default', () => {
    const links = searchAlternates(search, target, 'https://www.homefinder.ch');
    expect(links.map((link) => link.hreflang)).toEqual(['de', 'fr', 'it', 'en', 'x-default']);
    expect(links.find((link) => link.hreflang === 'en')?.href).toBe(
      'https://www.homefinder.ch/en/switzerland/geneva/buy/apartments?p=2',
    );
    expect(links.at(-1)?.href).toBe('https://www.homefinder.ch/schweiz/genf/kaufen/wohnungen?p=2');
  });
});
