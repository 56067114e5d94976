import type { Place } from '../places/Place';
import {
  placeAgentsPagePath,
  placeAgentsPages,
  placeAgentsRedirect,
  placeAgentsSlugsIn,
  placeSlugIn,
} from './placeAgentsPage';

const portal = { defaultCulture: 'de' as const };
const placeWith = (slugs: Place['slugs']): Place =>
  ({ placeId: 'p', type: 'locality', names: { en: 'Zurich' }, slugs }) as unknown as Place;
const zurich = placeWith([
  { slug: 'zuerich', language: 'de', isObsolete: false },
  { slug: 'zurich', language: 'en', isObsolete: false },
  { slug: 'zurich-old', language: 'fr', isObsolete: true },
]);
const switzerland = placeWith([{ slug: 'schweiz', language: 'de', isObsolete: false }]);

describe('the agents-by-place page (document 001 §2, §9 "place agents 10 with max skip 10000")', () => {
  it("takes a place's current slug in the language, else English, else any", () => {
    expect(placeSlugIn(zurich, 'de')).toBe('zuerich');
    expect(placeSlugIn(zurich, 'fr')).toBe('zurich');
    expect(placeSlugIn(switzerland, 'fr')).toBe('schweiz');
  });

  it('names the country only for a place below it, and nothing without a place', () => {
    expect(placeAgentsSlugsIn(zurich, switzerland, 'de')).toEqual({ countrySlug: 'schweiz', placeSlug: 'zuerich' });
    expect(placeAgentsSlugsIn(zurich, undefined, 'de')).toEqual({ placeSlug: 'zuerich' });
    expect(placeAgentsSlugsIn(undefined, undefined, 'de')).toEqual({});
  });

  it('counts 10 agents a page up to the maximum skip, at least one page', () => {
    expect(placeAgentsPages(0)).toBe(1);
    expect(placeAgentsPages(21)).toBe(3);
    expect(placeAgentsPages(50_000)).toBe(1000);
  });

  it('writes the path in the language with its prefix and ?p= past the first page', () => {
    expect(placeAgentsPagePath('en', { placeSlug: 'zurich' }, portal, 2)).toBe('/en/zurich/agents?p=2');
    expect(placeAgentsPagePath('de', {}, portal)).toBe('/immobilienmakler');
  });

  const found = { slugs: { countrySlug: 'schweiz', placeSlug: 'zuerich' }, pages: 3 };

  it("serves the place's current slugs in the page's language", () => {
    expect(
      placeAgentsRedirect({ path: '/schweiz/zuerich/immobilienmakler', page: 2 }, found, 'de', portal),
    ).toBeUndefined();
  });

  it('sends an old slug or a locality without its country there, on the same page, permanently', () => {
    expect(placeAgentsRedirect({ path: '/zuerich/immobilienmakler', page: 2 }, found, 'de', portal)).toEqual({
      kind: 'redirect',
      to: '/schweiz/zuerich/immobilienmakler?p=2',
      status: 301,
    });
  });

  it('sends a page past the last to the first', () => {
    expect(placeAgentsRedirect({ path: '/schweiz/zuerich/immobilienmakler', page: 4 }, found, 'de', portal)?.to).toBe(
      '/schweiz/zuerich/immobilienmakler',
    );
  });
});
