import { assignPlaceSlugs } from './assignPlaceSlugs';
import { buildGeography } from './buildGeography';
import { DEMO_COUNTRIES } from '../demoCountries';

const geography = buildGeography(DEMO_COUNTRIES.filter((country) => country.iso === 'CH'));
const geneva = geography.nodes.find((node) => node.type === 'locality' && node.names.en === 'Geneva')!;

describe('place names and slugs in the visitor’s language (document 001 §3 Place: "slugs (slug, language, isObsolete)", "place localization is also kept")', () => {
  it('names Geneva as each language does: Genf in German, Genève in French, Ginevra in Italian', () => {
    expect(geneva.names).toMatchObject({ en: 'Geneva', de: 'Genf', fr: 'Genève', it: 'Ginevra' });
  });

  it('gives it the slug of its name in each language, so /de/schweiz/genf/kaufen names it', () => {
    const slugs = assignPlaceSlugs(geography.nodes).filter((row) => row.placeId === geneva.placeId && !row.isObsolete);
    expect(Object.fromEntries(slugs.map((row) => [row.language, row.slug]))).toMatchObject({
      de: 'genf',
      en: 'geneva',
      fr: 'geneve',
      it: 'ginevra',
    });
  });
});
