import type { Place } from '../Place';
import { placeStatsPagePath, placeStatsRedirect } from './placeStatsPage';

const portal = { defaultCulture: 'de' as const };
const placeWith = (slugs: Place['slugs']): Place => ({ placeId: 'p', slugs }) as unknown as Place;
const zurich = placeWith([
  { slug: 'zuerich', language: 'de', isObsolete: false },
  { slug: 'zurich', language: 'en', isObsolete: false },
  { slug: 'zurich-alt', language: 'de', isObsolete: true },
]);
const switzerland = placeWith([
  { slug: 'schweiz', language: 'de', isObsolete: false },
  { slug: 'switzerland', language: 'en', isObsolete: false },
]);

describe('the place statistics page (document 001 §2 placeStatsPage)', () => {
  it("writes the place's current slugs in the language, its country's first, with the culture prefix", () => {
    expect(placeStatsPagePath('en', { place: zurich, country: switzerland }, portal)).toBe(
      '/en/switzerland/zurich/house-price',
    );
    expect(placeStatsPagePath('en', {}, portal)).toBe('/en/house-price');
  });

  it('serves the canonical path', () => {
    const path = placeStatsPagePath('de', { place: zurich, country: switzerland }, portal);
    expect(placeStatsRedirect(path, { place: zurich, country: switzerland }, 'de', portal)).toBeUndefined();
  });

  it('sends a locality without its country, or an old slug, to the canonical path, permanently', () => {
    const canonical = placeStatsPagePath('de', { place: zurich, country: switzerland }, portal);
    for (const path of ['/zuerich/immobilienpreise', '/schweiz/zurich-alt/immobilienpreise'])
      expect(placeStatsRedirect(path, { place: zurich, country: switzerland }, 'de', portal)).toEqual({
        kind: 'redirect',
        to: canonical,
        status: 301,
      });
  });
});
