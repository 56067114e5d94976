import { SearchMother } from '#test/mothers/domain/SearchMother';
import { searchNoindex } from './searchNoindex';

const ctx = { pageSize: 20, maxIndexableSkip: 2000 };

describe('searchNoindex', () => {
  it('lets a plain search be indexed', () => {
    expect(
      searchNoindex(SearchMother.apartmentsToBuy({ subTypes: ['Attic'] }, { page: 3, sort: 'priceAsc' }), ctx),
    ).toEqual({ noindex: false, reasons: [] });
  });

  it('does not index two or more sub-types', () => {
    expect(searchNoindex(SearchMother.apartmentsToBuy({ subTypes: ['Attic', 'Loft'] }), ctx)).toEqual({
      noindex: true,
      reasons: ['severalSubTypes'],
    });
  });

  it('does not index a postcode place without a slug', () => {
    expect(
      searchNoindex(SearchMother.apartmentsToBuy(), { ...ctx, place: { type: 'postal_code', hasSlug: false } }).reasons,
    ).toEqual(['postcodeWithoutSlug']);
    expect(
      searchNoindex(SearchMother.apartmentsToBuy(), { ...ctx, place: { type: 'postal_code', hasSlug: true } }).noindex,
    ).toBe(false);
    expect(
      searchNoindex(SearchMother.apartmentsToBuy(), { ...ctx, place: { type: 'locality', hasSlug: false } }).noindex,
    ).toBe(false);
  });

  it('does not index a page whose offset exceeds the maximum indexable skip', () => {
    // Page 101 skips 2000: at the limit, still indexed; page 102 skips 2020.
    expect(searchNoindex(SearchMother.apartmentsToBuy({}, { page: 101 }), ctx).noindex).toBe(false);
    expect(searchNoindex(SearchMother.apartmentsToBuy({}, { page: 102 }), ctx).reasons).toEqual([
      'pageBeyondIndexableSkip',
    ]);
  });

  it('does not index a sorting crawlers are not offered (document 001 §9)', () => {
    expect(searchNoindex(SearchMother.apartmentsToBuy({}, { sort: 'priceDesc' }), ctx).reasons).toEqual([
      'sortNotIndexable',
    ]);
    expect(searchNoindex(SearchMother.apartmentsToBuy({}, { sort: 'biggestPriceDrops' }), ctx).noindex).toBe(false);
  });

  it('gives every reason that applies', () => {
    const search = SearchMother.apartmentsToBuy({ subTypes: ['Attic', 'Loft'] }, { page: 500, sort: 'livingArea' });
    expect(searchNoindex(search, { ...ctx, place: { type: 'postal_code', hasSlug: false } }).reasons).toEqual([
      'severalSubTypes',
      'postcodeWithoutSlug',
      'pageBeyondIndexableSkip',
      'sortNotIndexable',
    ]);
  });

  it('does not index a search without results, nor a page past the last one', () => {
    expect(searchNoindex(SearchMother.apartmentsToBuy(), { ...ctx, total: 0 }).reasons).toEqual(['noResults']);
    // 41 listings fill three pages of 20: page 3 lists one, page 4 none.
    expect(searchNoindex(SearchMother.apartmentsToBuy({}, { page: 3 }), { ...ctx, total: 41 }).noindex).toBe(false);
    expect(searchNoindex(SearchMother.apartmentsToBuy({}, { page: 4 }), { ...ctx, total: 41 }).reasons).toEqual([
      'pageBeyondLast',
    ]);
  });
});
