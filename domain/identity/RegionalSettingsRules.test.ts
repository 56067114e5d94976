import {
  initialRegionalChoice,
  regionalSettingsOf,
  validateRegionalChoice,
  type RegionalOffer,
} from './RegionalSettingsRules';

const swiss: RegionalOffer = { languages: ['de', 'fr', 'it', 'en'], currencies: ['CHF', 'EUR', 'USD', 'GBP'] };

describe('regional settings of a profile', () => {
  it('accepts a language and a currency the portal offers and any ISO country', () => {
    expect(validateRegionalChoice({ language: 'fr', countryISO: 'BE', currencyId: 'EUR' }, swiss)).toEqual([]);
  });

  it("requires each field, with the documents' message", () => {
    const failures = validateRegionalChoice({ language: '', countryISO: 'ZZ', currencyId: 'JPY' }, swiss);
    expect(failures.map((failure) => [failure.field, failure.message])).toEqual([
      ['language', 'Immobox.Validations.Required'],
      ['countryISO', 'Immobox.Validations.Required'],
      ['currencyId', 'Immobox.Validations.Required'],
    ]);
  });

  it('stores the culture as the language in the country', () => {
    expect(regionalSettingsOf({ language: 'fr', countryISO: 'CH', currencyId: 'CHF' })).toEqual({
      culture: 'fr-CH',
      language: 'fr',
      countryISO: 'CH',
      currencyId: 'CHF',
    });
  });

  it('starts from the profile when the portal still offers its choices, else from what the visitor browses with', () => {
    const browsing = { culture: 'de' as const, currency: 'CHF', portalCountry: 'CH' };
    expect(
      initialRegionalChoice({ culture: 'fr-BE', language: 'fr', countryISO: 'BE', currencyId: 'EUR' }, swiss, browsing),
    ).toEqual({ language: 'fr', countryISO: 'BE', currencyId: 'EUR' });
    expect(initialRegionalChoice({ culture: 'pt', currencyId: 'BRL' }, swiss, browsing)).toEqual({
      language: 'de',
      countryISO: 'CH',
      currencyId: 'CHF',
    });
    expect(initialRegionalChoice({ culture: 'it-IT' }, swiss, browsing)).toMatchObject({
      language: 'it',
      countryISO: 'IT',
    });
    expect(initialRegionalChoice({}, swiss, { ...browsing, portalCountry: null }).countryISO).toBe('');
  });
});
