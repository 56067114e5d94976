import { parseSearchReference } from './parseSearchReference';

describe('a search reference (GET /searches/{ref})', () => {
  it('reads an id alone, or an id with its share key', () => {
    expect(parseSearchReference('42')).toEqual({ ok: true, value: { id: 42 } });
    expect(parseSearchReference(`42.${'k'.repeat(24)}`)).toEqual({
      ok: true,
      value: { id: 42, shareKey: 'k'.repeat(24) },
    });
  });

  it("answers 'SearchId {n} is not valid' for ids beyond the column, short keys and anything else", () => {
    for (const ref of ['0', 'abc', '2147483648', '9007199254740993', '1e23', '42.short', `42.${'k'.repeat(24)}/x`]) {
      expect(parseSearchReference(ref)).toMatchObject({ ok: false, error: { code: 'SEARCH_ID_NOT_VALID' } });
    }
  });
});
