import { createIntl } from 'react-intl';
import { catalogueAssetAt, catalogueAssetOf } from './catalogueAssets';
import { getMessages } from './index';

describe('catalogue assets', () => {
  it('gives each catalogue a content-addressed URL and the catalogue as JSON, every message parsed', () => {
    const german = catalogueAssetOf(getMessages('de'));
    expect(german.url).toMatch(/^\/i18n\/[\w-]{20}\.json$/);
    const parsed = JSON.parse(german.json) as Record<string, unknown>;
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(getMessages('de')).sort());
    expect(Object.values(parsed).every(Array.isArray)).toBe(true);
    expect(catalogueAssetOf(getMessages('de'))).toBe(german);
  });

  it('formats from the parsed catalogue exactly as from the text (the browser has no parser)', () => {
    const text = getMessages('fr');
    const errors: unknown[] = [];
    const fromText = createIntl({ locale: 'fr-CH', messages: text, onError: (error) => errors.push(error) });
    const fromAst = createIntl({ locale: 'fr-CH', messages: JSON.parse(catalogueAssetOf(text).json) });
    const values = { count: 3, n: 2, total: 1200, name: 'Anna', page: 2, pages: 9, min: 1, max: 5 };
    let compared = 0;
    for (const id of Object.keys(text)) {
      errors.length = 0;
      const expected = String(fromText.formatMessage({ id }, values));
      // A message needing other values falls back differently: only the ones that format are compared.
      if (errors.length > 0) continue;
      compared += 1;
      expect([id, String(fromAst.formatMessage({ id }, values))]).toEqual([id, expected]);
    }
    expect(compared).toBeGreaterThan(Object.keys(text).length / 2);
  });

  it('gives different texts different URLs (a new text is never served from an old cache)', () => {
    const urls = new Set(
      ['de', 'en', 'es', 'fr', 'it', 'pt'].map((culture) => catalogueAssetOf(getMessages(culture)).url),
    );
    expect(urls.size).toBe(6);
    expect(catalogueAssetOf(getMessages('fr', undefined, { debug: true })).url).not.toBe(
      catalogueAssetOf(getMessages('fr')).url,
    );
  });

  it('finds every culture by URL, also before a page in that culture was rendered', () => {
    const asset = catalogueAssetOf(getMessages('it'));
    const italian = catalogueAssetAt(asset.url);
    expect(italian?.json).toBe(asset.json);
    expect(catalogueAssetAt('/i18n/not-a-catalogue.json')).toBeUndefined();
  });
});
