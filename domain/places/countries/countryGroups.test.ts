import { COUNTRY_GROUPS, countryGroupOf, groupCountries } from './countryGroups';

describe('country groups (document 000 §2: Africa, Asia, Europe, LatinAmerica, NorthAmerica)', () => {
  it('names the five groups in the documents order', () => {
    expect(COUNTRY_GROUPS).toEqual(['Africa', 'Asia', 'Europe', 'LatinAmerica', 'NorthAmerica']);
  });

  it.each([
    ['CH', 'Europe'],
    ['pt', 'Europe'],
    ['MA', 'Africa'],
    ['JP', 'Asia'],
    ['AU', 'Asia'],
    ['MX', 'LatinAmerica'],
    ['BR', 'LatinAmerica'],
    ['US', 'NorthAmerica'],
    ['CA', 'NorthAmerica'],
  ])('puts %s in %s', (iso, group) => {
    expect(countryGroupOf(iso)).toBe(group);
  });

  it('groups in order, leaves empty groups out and sorts by name in the language', () => {
    const grouped = groupCountries(
      [
        { countryISO: 'US', name: 'United States', listingCount: 1 },
        { countryISO: 'DE', name: 'Deutschland', listingCount: 3 },
        { countryISO: 'AT', name: 'Österreich', listingCount: 0 },
        { countryISO: 'CH', name: 'Schweiz', listingCount: 2 },
      ],
      'de',
    );
    expect(grouped.map((entry) => entry.group)).toEqual(['Europe', 'NorthAmerica']);
    expect(grouped[0]!.countries.map((country) => country.countryISO)).toEqual(['DE', 'AT', 'CH']);
  });
});
