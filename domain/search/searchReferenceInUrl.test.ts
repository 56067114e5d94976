import { buildSearchUrl } from './buildSearchUrl';
import { parseSearchUrl } from './parseSearchUrl';
import type { Search } from './SearchFilters';
import type { SearchUrlContext } from './SearchUrlContext';
import { validateSearch } from './validateSearch';

/**
 * Document 002 §2: a search URL's query carries searchId, and what no URL carries (a drawn
 * area) lives in the stored search it points to. The owner's page writes the search's share
 * reference (`searchId={id}.{shareKey}`) so the link opens for whoever it is sent to; a bare id
 * still names the owner's own and saved searches.
 */
const en: SearchUrlContext = { language: 'en' };
const place = { placeSlug: 'geneve', countrySlug: 'ch' };
const KEY = 'Zm9vYmFyYmF6cXV4LWtleV9f';
const drawnArea = (params: Search['params']): Search => ({
  filters: {
    transactionType: 'Sell',
    location: {
      placeId: 'place-geneve',
      polygon: [
        { lat: 46.2, lng: 6.1 },
        { lat: 46.21, lng: 6.2 },
        { lat: 46.25, lng: 6.15 },
      ],
    },
  },
  params,
});
const paramsOf = (url: string) => {
  const parsed = parseSearchUrl(url, en);
  if (!parsed.ok || parsed.value.kind !== 'search') throw new Error(`not a search: ${JSON.stringify(parsed)}`);
  return parsed.value.search.params;
};
const errorOf = (url: string) => {
  const parsed = parseSearchUrl(url, en);
  return parsed.ok ? undefined : parsed.error;
};

describe('searchId carries a stored search’s share reference', () => {
  it('writes searchId={id}.{shareKey} and reads it back (round trip)', () => {
    const built = buildSearchUrl(drawnArea({ searchId: 42, shareKey: KEY }), { language: 'en', place });
    expect(built).toEqual({ ok: true, value: `/ch/geneve/buy?searchId=42.${KEY}` });
    expect(paramsOf(`/ch/geneve/buy?searchId=42.${KEY}`)).toEqual({ searchId: 42, shareKey: KEY });
    expect(
      buildSearchUrl(
        { filters: { transactionType: 'Sell' }, params: paramsOf(`/search?searchId=42.${KEY}&tt=Sell`) },
        en,
      ),
    ).toEqual({
      ok: true,
      value: `/search?searchId=42.${KEY}&tt=Sell`,
    });
  });

  it('keeps a plain numeric searchId as it was: the owner’s and saved searches’ links', () => {
    expect(paramsOf('/ch/geneve/buy?searchId=42')).toEqual({ searchId: 42 });
    expect(buildSearchUrl(drawnArea({ searchId: 42 }), { language: 'en', place })).toEqual({
      ok: true,
      value: '/ch/geneve/buy?searchId=42',
    });
  });

  it("refuses a bad reference with 'SearchId {n} is not valid', naming the field searchId", () => {
    for (const ref of [
      '42.short',
      `42.${KEY}/x`,
      `42.${KEY}.more`,
      `.${KEY}`,
      `abc.${KEY}`,
      `0x2A.${KEY}`,
      '42.',
      `99999999999999999999.${KEY}`,
    ]) {
      expect(errorOf(`/search?searchId=${encodeURIComponent(ref)}`)).toEqual({
        kind: 'INVALID',
        code: 'SEARCH_ID_NOT_VALID',
        message: `SearchId ${ref} is not valid`,
        field: 'searchId',
        values: { n: ref },
      });
    }
  });

  it('refuses a share key without its id, or one no share reference could hold, when a search is built', () => {
    for (const params of [
      { shareKey: KEY },
      { searchId: 42, shareKey: 'short' },
      { searchId: 42, shareKey: `${KEY}&p=2` },
    ]) {
      const result = validateSearch({ filters: {}, params }, en);
      expect(result).toMatchObject({ ok: false, error: { code: 'SEARCH_ID_NOT_VALID', field: 'searchId' } });
    }
  });
});
