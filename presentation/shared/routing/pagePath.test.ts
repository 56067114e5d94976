import { pagePath } from './pagePath';

describe('pagePath', () => {
  it('keeps the path and query, the culture prefix included, from a path or a whole URL', () => {
    expect(pagePath('/fr/geneve/louer?p=2')).toBe('/fr/geneve/louer?p=2');
    expect(pagePath('https://portal.example/de/schweiz/kaufen?p=3#map')).toBe('/de/schweiz/kaufen?p=3');
  });

  it('leaves out what start-up cleans from the address bar (document 000 §2), the e-mail link token too', () => {
    expect(pagePath('/search?profileId=12&hash=signed&p=2&c=de&action=x&dismissPortalSuggestion=true')).toBe(
      '/search?p=2',
    );
  });

  it('is the home page without an address', () => {
    expect(pagePath(undefined)).toBe('/');
    expect(pagePath('')).toBe('/');
  });
});
