import { parseListingId } from './ListingId';

describe('parseListingId (document 001 §5)', () => {
  it.each([
    ['123', 123],
    ['007', 7],
    [42, 42],
    // The key column is a PostgreSQL integer: its maximum is the largest id (larger ones answered 500).
    ['2147483647', 2147483647],
  ])('accepts %p', (raw, expected) => {
    expect(parseListingId(raw)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['0'],
    [0],
    ['-5'],
    [-5],
    ['abc'],
    ['12abc'],
    ['1.5'],
    [1.5],
    ['1e3'],
    [' 12'],
    [''],
    [null],
    [undefined],
    [Number.NaN],
    ['9007199254740993'],
    [String(Number.MAX_SAFE_INTEGER)],
    ['2147483648'],
    [{}],
  ])('rejects %p as not found with the documents message', (raw) => {
    expect(parseListingId(raw)).toEqual({
      ok: false,
      error: { kind: 'NOT_FOUND', code: 'LISTING_ID_NOT_VALID', message: 'ListingId is not valid', field: 'listingId' },
    });
  });
});
