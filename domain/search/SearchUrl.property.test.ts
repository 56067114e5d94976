import fc from 'fast-check';
import { AREA_UNITS, PROPERTY_TYPES, TRANSACTION_TYPES } from '../listings/Listing';
import { SORTINGS } from '../portal/Portal';
import { URL_AMENITIES, URL_LANGUAGES, URL_PROXIMITIES, URL_SUB_TYPES, URL_VIEWS } from '../portal/urlWords/UrlWords';
import { isReservedTransactionSlug } from '../portal/urlWords/urlWordLookup';
import { buildSearchUrl } from './buildSearchUrl';
import { normaliseSearch } from './normaliseSearch';
import { parseSearchUrl } from './parseSearchUrl';
import type { NumberRange, Search, SearchClass, SearchFilters } from './SearchFilters';
import { SEARCH_CLASSES } from './SearchFilters';
import type { PlaceSlugs, SearchUrlMatch } from './SearchUrlContext';

/**
 * Valid searches of every shape a URL can carry, built and parsed back in every language.
 * The generators lean towards the values that have path slugs (one known amenity, exact
 * room counts, 100000) so the path and the short forms are exercised, not only the query.
 */
const RUNS = 400;

const token = fc.stringMatching(/^[A-Za-z0-9_-]{1,10}$/);
const tokens = (known: readonly string[] = []) =>
  fc.uniqueArray(
    known.length
      ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, { arbitrary: token, weight: 1 })
      : token,
    { minLength: 1, maxLength: 3 },
  );
const count = fc.integer({ min: 0, max: 12 });
const intRange = (n: fc.Arbitrary<number>): fc.Arbitrary<NumberRange> =>
  fc.oneof(
    n.map((v) => ({ min: v, max: v })),
    n.map((min) => ({ min })),
    n.map((max) => ({ max })),
    fc.tuple(n, n).map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
  );
const price = fc.oneof(
  intRange(fc.integer({ min: 0, max: 5_000_000 })),
  fc.constant({ max: 100000 }),
  fc.integer({ min: 0, max: 100000 }).map((min) => ({ min, max: 100000 })),
);
const area = fc.double({ min: 0, max: 1e6, noNaN: true });
const latitude = fc.double({ min: -90, max: 90, noNaN: true });
const longitude = fc.double({ min: -180, max: 180, noNaN: true });
const isoDay = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const id = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });

const filters: fc.Arbitrary<SearchFilters> = fc.record(
  {
    transactionType: fc.constantFrom(...TRANSACTION_TYPES),
    types: fc.oneof(
      fc.constantFrom(...PROPERTY_TYPES).map((t) => [t]),
      fc.uniqueArray(fc.constantFrom(...PROPERTY_TYPES), { minLength: 1, maxLength: 3 }),
    ),
    subTypes: tokens(URL_SUB_TYPES),
    classes: fc.oneof(
      fc.constant<SearchClass[]>(['ProjectListing']),
      fc.uniqueArray(fc.constantFrom(...SEARCH_CLASSES), { minLength: 1 }),
    ),
    studios: fc.boolean(),
    luxury: fc.boolean(),
    numberOf: fc.record(
      { rooms: intRange(count), bedrooms: intRange(count), bathrooms: intRange(count) },
      { requiredKeys: [] },
    ),
    amenities: fc.oneof(tokens(URL_AMENITIES), fc.constant<string[]>(['Garden', 'Garage'])),
    proximities: tokens(URL_PROXIMITIES),
    viewLandscapes: tokens(URL_VIEWS),
    viewTypes: tokens(),
    orientations: tokens(['North', 'East', 'South', 'West']),
    floors: tokens(),
    preferredAmenities: tokens(URL_AMENITIES),
    preferredProximities: tokens(),
    preferredViewLandscapes: tokens(),
    preferredViewTypes: tokens(),
    preferredOrientations: tokens(),
    preferredFloors: tokens(),
    location: fc.record({ placeId: token, exact: fc.boolean() }, { requiredKeys: [] }),
    accountId: id,
    agentUserId: id,
    ref: fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' }).filter((s) => /^\P{C}+$/u.test(s)),
    area: fc.record({
      living: fc.record({ unit: fc.constantFrom(...AREA_UNITS) }, { requiredKeys: [] }).chain((unit) =>
        fc.tuple(area, area, fc.constantFrom('min', 'max', 'both')).map(([a, b, which]) => ({
          ...unit,
          ...(which !== 'max' ? { min: Math.min(a, b) } : {}),
          ...(which !== 'min' ? { max: Math.max(a, b) } : {}),
        })),
      ),
    }),
    price,
    availableFrom: fc.record({ max: isoDay }),
  },
  { requiredKeys: [] },
);

const geo = fc.oneof(
  fc.record({ zoom: fc.integer({ min: 3, max: 20 }), lat: latitude, lng: longitude }),
  fc.record({
    zoom: fc.double({ min: 3, max: 20, noNaN: true }),
    neLat: latitude,
    neLng: longitude,
    swLat: latitude,
    swLng: longitude,
  }),
);

const fullSearch: fc.Arbitrary<Search> = fc.record({
  filters,
  params: fc.record(
    { page: fc.integer({ min: 1, max: 5000 }), sort: fc.constantFrom(...SORTINGS), geo, searchId: id },
    { requiredKeys: [] },
  ),
});

/** Few fields: the short forms and short paths only show up when little else is asked for. */
const sparseSearch: fc.Arbitrary<Search> = fc
  .tuple(fullSearch, fc.integer({ min: 0, max: 3 }), fc.boolean())
  .map(([s, keep, sorted]) => {
    const kept = Object.entries(s.filters)
      .filter(([key]) => key !== 'transactionType')
      .slice(0, keep);
    return {
      filters: { transactionType: s.filters.transactionType ?? 'Sell', ...Object.fromEntries(kept) },
      params: sorted ? { sort: s.params.sort ?? 'priceAsc' } : {},
    };
  });

const search = fc.oneof(fullSearch, sparseSearch);

const slug = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,20}$/).filter((s) => !isReservedTransactionSlug(s));
const place: fc.Arbitrary<PlaceSlugs | undefined> = fc.option(
  fc.record({ countrySlug: slug, placeSlug: slug }, { requiredKeys: ['placeSlug'] }),
  { nil: undefined },
);
const language = fc.constantFrom(...URL_LANGUAGES);

/** What a URL keeps of a search: the path carries the place instead of placeId. */
function expected(s: Search, slugs: PlaceSlugs | undefined): { place?: PlaceSlugs; search: Search } {
  const normal = normaliseSearch(s);
  if (!slugs || !normal.filters.transactionType) return { search: normal };
  const { placeId: _placeId, ...location } = normal.filters.location ?? {};
  return { place: slugs, search: normaliseSearch({ ...normal, filters: { ...normal.filters, location } }) };
}

function build(s: Search, ctx: Parameters<typeof buildSearchUrl>[1]): string {
  const url = buildSearchUrl(s, ctx);
  if (!url.ok) throw new Error(`build failed: ${JSON.stringify(url.error)}`);
  return url.value;
}

function parsed(result: ReturnType<typeof parseSearchUrl>): Extract<SearchUrlMatch, { kind: 'search' }> {
  if (!result.ok || result.value.kind !== 'search') throw new Error(`parse failed: ${JSON.stringify(result)}`);
  return result.value;
}

describe('search URL codec, property-based', () => {
  it('parse(build(search)) gives the search back, normalised, in every language', () => {
    fc.assert(
      fc.property(search, place, language, (s, slugs, lang) => {
        const { place: placeBack, search: searchBack } = parsed(
          parseSearchUrl(build(s, { language: lang, place: slugs }), { language: lang }),
        );
        const want = expected(s, slugs);
        expect(searchBack).toEqual(want.search);
        expect(placeBack).toEqual(want.place);
      }),
      { numRuns: RUNS },
    );
  });

  it('build(parse(url)) gives the same URL: every built URL is canonical', () => {
    fc.assert(
      fc.property(search, place, language, (s, slugs, lang) => {
        const url = build(s, { language: lang, place: slugs });
        const back = parsed(parseSearchUrl(url, { language: lang }));
        expect(build(back.search, { language: lang, place: back.place })).toBe(url);
      }),
      { numRuns: RUNS },
    );
  });

  it('a URL in one language reads the same with any other context language', () => {
    fc.assert(
      fc.property(search, place, language, language, (s, slugs, written, read) => {
        const url = build(s, { language: written, place: slugs });
        expect(parsed(parseSearchUrl(url, { language: read })).search).toEqual(
          parsed(parseSearchUrl(url, { language: written })).search,
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('the old form of a built path redirects to it', () => {
    fc.assert(
      fc.property(
        search,
        fc.record({ countrySlug: slug, placeSlug: slug }, { requiredKeys: ['placeSlug'] }),
        language,
        (s, slugs, lang) => {
          const [head] = build(
            {
              filters: { ...s.filters, transactionType: s.filters.transactionType ?? 'Sell', types: ['Apartment'] },
              params: {},
            },
            { language: lang, place: slugs },
          ).split('?');
          const segments = head.split('/').filter(Boolean);
          const placeCount = slugs.countrySlug ? 2 : 1;
          const [transaction, type] = segments.slice(placeCount, placeCount + 2);
          const old = `/${[transaction, type, ...segments.slice(0, placeCount)].join('/')}?p=2`;
          expect(parseSearchUrl(old, { language: lang })).toEqual({
            ok: true,
            value: {
              kind: 'redirect',
              location: `/${segments.slice(0, placeCount + 2).join('/')}?p=2`,
              permanent: true,
            },
          });
        },
      ),
      { numRuns: RUNS },
    );
  });
});
