import { pageCount, pageOfResults, searchPaging, totalRetrievable } from './searchPaging';

const limits = { pageSize: 20, maxCount: 1000, maxSkip: 100_000 };

describe('search paging (document 001 §5, §9)', () => {
  it('defaults to the page size from the start', () => {
    expect(searchPaging({}, limits)).toEqual({ ok: true, value: { count: 20, skip: 0 } });
  });
  it('refuses a skip at or beyond the maximum skip: the page then goes to page one', () => {
    expect(searchPaging({ skip: 99_980 }, limits).ok).toBe(true);
    expect(searchPaging({ skip: 100_000 }, limits)).toMatchObject({
      ok: false,
      error: { code: 'MAX_SKIP_EXCEEDED', field: 'skip' },
    });
  });
  it('refuses negative or fractional skips and counts above the maximum', () => {
    expect(searchPaging({ skip: -1 }, limits)).toMatchObject({ ok: false, error: { field: 'skip' } });
    expect(searchPaging({ skip: 1.5 }, limits)).toMatchObject({ ok: false, error: { field: 'skip' } });
    expect(searchPaging({ count: 1001 }, limits)).toMatchObject({ ok: false, error: { field: 'count' } });
  });
  it('counts what paging can reach and its pages', () => {
    expect(totalRetrievable(250_000, 100_000)).toBe(100_000);
    expect(totalRetrievable(42, 100_000)).toBe(42);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(0, 20)).toBe(1);
  });
  it("asks for a page's results: the page size from the page's first one, in its sort or the portal's", () => {
    const portal = { pageSize: 20, defaultSort: 'justForYou' as const };
    expect(pageOfResults({}, portal)).toEqual({ count: 20, skip: 0, sort: 'justForYou' });
    expect(pageOfResults({ page: 3, sort: 'priceAsc' }, portal)).toEqual({ count: 20, skip: 40, sort: 'priceAsc' });
  });
});
