import { catalogueAssetAt, catalogueAssetOf } from './catalogueAssets';
import { getMessages } from './index';

describe('catalogue assets', () => {
  it('gives each catalogue a content-addressed URL and the catalogue as JSON', () => {
    const german = catalogueAssetOf(getMessages('de'));
    expect(german.url).toMatch(/^\/i18n\/[\w-]{20}\.json$/);
    expect(JSON.parse(german.json)).toEqual(getMessages('de'));
    expect(catalogueAssetOf(getMessages('de'))).toBe(german);
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
    const json = JSON.stringify(getMessages('it'));
    const italian = catalogueAssetAt(catalogueAssetOf(getMessages('it')).url);
    expect(italian?.json).toBe(json);
    expect(catalogueAssetAt('/i18n/not-a-catalogue.json')).toBeUndefined();
  });
});
