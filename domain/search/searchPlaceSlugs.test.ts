import type { Place } from '../places/Place';
import { currentSlug, searchPlaceSlugs } from './searchPlaceSlugs';

const slugs = (entries: [string, string, boolean?][]) =>
  entries.map(([slug, language, isObsolete = false]) => ({ slug, language, isObsolete }));
const geneva: Pick<Place, 'slugs' | 'type'> = {
  type: 'locality',
  slugs: slugs([
    ['geneve', 'fr'],
    ['geneva', 'en'],
    ['genf', 'de'],
    ['genf-alt', 'de', true],
  ]),
};
const switzerland: Pick<Place, 'slugs' | 'type'> = {
  type: 'country',
  slugs: slugs([
    ['suisse', 'fr'],
    ['switzerland', 'en'],
    ['schweiz', 'de'],
  ]),
};

describe('search place slugs', () => {
  it('takes the current slug in the language, else English, else any current one', () => {
    expect(currentSlug(geneva, 'de')).toBe('genf');
    expect(currentSlug(geneva, 'pt')).toBe('geneva');
    expect(
      currentSlug(
        {
          slugs: slugs([
            ['zurich', 'de'],
            ['old', 'en', true],
          ]),
        },
        'fr',
      ),
    ).toBe('zurich');
    expect(currentSlug({ slugs: slugs([['old', 'en', true]]) }, 'en')).toBeUndefined();
  });

  it('puts the country first for a place inside it, alone for a country', () => {
    expect(searchPlaceSlugs(geneva, switzerland, 'fr')).toEqual({ countrySlug: 'suisse', placeSlug: 'geneve' });
    expect(searchPlaceSlugs(switzerland, undefined, 'de')).toEqual({ placeSlug: 'schweiz' });
    expect(searchPlaceSlugs({ type: 'locality', slugs: [] }, switzerland, 'fr')).toBeUndefined();
  });
});
