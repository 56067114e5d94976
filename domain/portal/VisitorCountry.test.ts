import { countryCode, detectVisitorCountry, regionOfAcceptLanguage } from './VisitorCountry';

describe("the visitor's country", () => {
  it("trusts the CDN's country header first", () => {
    expect(detectVisitorCountry({ headerValue: 'ch', acceptLanguage: 'fr-FR' })).toEqual({
      country: 'CH',
      source: 'header',
    });
  });

  it('falls back to the region of the preferred language when the header is missing or says nothing', () => {
    expect(detectVisitorCountry({ acceptLanguage: 'de-CH,de;q=0.9,en;q=0.8' })).toEqual({
      country: 'CH',
      source: 'acceptLanguage',
    });
    expect(detectVisitorCountry({ headerValue: 'XX', acceptLanguage: 'fr-BE' })).toEqual({
      country: 'BE',
      source: 'acceptLanguage',
    });
    expect(detectVisitorCountry({ headerValue: 'T1', acceptLanguage: 'en' })).toEqual({ country: null, source: null });
  });

  it('reads the region of the most preferred tag that has one', () => {
    expect(regionOfAcceptLanguage('en;q=0.5, pt-PT;q=0.9, es-ES;q=0.7')).toBe('PT');
    expect(regionOfAcceptLanguage('zh-Hant-TW')).toBe('TW');
    expect(regionOfAcceptLanguage('es-419, en')).toBeNull();
    expect(regionOfAcceptLanguage('')).toBeNull();
  });

  it('accepts two-letter codes only', () => {
    expect(countryCode(' de ')).toBe('DE');
    expect(countryCode('CHE')).toBeNull();
    expect(countryCode('<s')).toBeNull();
    expect(countryCode(undefined)).toBeNull();
  });
});
