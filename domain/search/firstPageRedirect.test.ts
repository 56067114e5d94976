import { firstPageRedirect } from './firstPageRedirect';
import { SearchMother } from '#test/mothers/domain/SearchMother';

const ctx = {
  language: 'en' as const,
  place: { countrySlug: 'ch', placeSlug: 'geneve' },
  pageSize: 20,
  maxSkip: 100000,
};

describe('firstPageRedirect', () => {
  it('leaves a page within the maximum skip alone', () => {
    expect(firstPageRedirect(SearchMother.apartmentsToBuy({}, { page: 5000 }), ctx)).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it('sends a page at or beyond the maximum skip to page one, permanently, keeping the rest of the search', () => {
    expect(
      firstPageRedirect(
        SearchMother.apartmentsToBuy({ price: { max: 500000 } }, { page: 5001, sort: 'priceDesc' }),
        ctx,
      ),
    ).toEqual({
      ok: true,
      value: {
        kind: 'redirect',
        location: '/ch/geneve/buy/apartments/most-expensive?price.max=500000',
        permanent: true,
      },
    });
  });

  it('passes on a search that cannot be built', () => {
    const result = firstPageRedirect(SearchMother.apartmentsToBuy({ price: { min: 2, max: 1 } }, { page: 9000 }), ctx);
    expect(result.ok ? undefined : result.error.message).toBe('min > max');
  });
});
