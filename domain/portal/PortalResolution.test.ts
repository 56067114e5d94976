import { resolveCurrency, resolvePortalId, suggestedCurrencies } from './PortalResolution';

const hosts = { 'homefinder.ch': 'ch', 'www.homefinder.fr': 'fr' };

describe('resolvePortalId', () => {
  it('maps a known host, ignoring port and case', () => {
    expect(resolvePortalId('HomeFinder.ch:8080', hosts, 'international')).toBe('ch');
  });
  it('falls back to the default for localhost and unknown hosts', () => {
    expect(resolvePortalId('localhost:3000', hosts, 'international')).toBe('international');
    expect(resolvePortalId(undefined, hosts, 'international')).toBe('international');
  });
  it('lets an override win over the host', () => {
    expect(resolvePortalId('www.homefinder.fr', hosts, 'international', 'pt')).toBe('pt');
  });
});

describe('resolveCurrency', () => {
  it('keeps a stored currency the portal offers', () =>
    expect(resolveCurrency('usd', ['CHF', 'USD'], 'CHF')).toBe('USD'));
  it('ignores a stored currency the portal does not offer', () =>
    expect(resolveCurrency('JPY', ['CHF', 'USD'], 'CHF')).toBe('CHF'));
});

describe('suggestedCurrencies', () => {
  it('puts the portal default first, then USD, EUR, GBP, without duplicates', () => {
    expect(suggestedCurrencies('CHF', ['CHF', 'EUR', 'USD', 'GBP'])).toEqual(['CHF', 'USD', 'EUR', 'GBP']);
    expect(suggestedCurrencies('EUR', ['EUR'])).toEqual(['EUR', 'USD', 'GBP']);
  });
});
