import { parseFacetSpec } from './parseFacetSpec';
import { shapeFacet } from './shapeFacet';

describe("facet spec 'name,count:n,sort:,values:,interval:' (document 001 §7)", () => {
  it('reads every option, in any order', () => {
    expect(parseFacetSpec('price,interval:50000,sort:-value,count:10')).toEqual({
      ok: true,
      value: { name: 'price', count: 10, sort: '-value', interval: 50000 },
    });
    expect(parseFacetSpec('amenities,values:Lift|Garden,count:5')).toEqual({
      ok: true,
      value: { name: 'amenities', count: 5, sort: '-count', values: ['Lift', 'Garden'] },
    });
  });
  it('gives defaults: 25 values, most frequent first; range facets by value', () => {
    expect(parseFacetSpec('types')).toEqual({ ok: true, value: { name: 'types', count: 25, sort: '-count' } });
    expect(parseFacetSpec('types,count:,sort:,values:,interval:')).toEqual({
      ok: true,
      value: { name: 'types', count: 25, sort: '-count' },
    });
    expect(parseFacetSpec('livingArea')).toEqual({ ok: true, value: { name: 'livingArea', count: 25, sort: 'value' } });
  });
  it.each([
    ['unknownName', 'unknown facet'],
    ['types,count:0', 'count must be'],
    ['types,count:abc', 'count must be'],
    ['types,sort:random', 'sort must be'],
    ['types,interval:10', 'takes no interval'],
    ['price,interval:-5', 'interval must be'],
    ['types,colour:red', 'unknown option'],
    ['types,count:3,count:4', 'given twice'],
    ['types,values:a b', 'values must be'],
  ])('refuses %s', (spec, reason) => {
    const result = parseFacetSpec(spec);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatchObject({ kind: 'INVALID', code: 'FACET_NOT_VALID', field: 'facet' });
      expect(result.error.message).toContain(reason);
    }
  });
});

describe('facet shaping', () => {
  it('drops postcode values under 3 characters (document 001 §5)', () => {
    const facet = shapeFacet({ name: 'postcode', count: 25, sort: '-count' }, [
      { value: '75', count: 9 },
      { value: '75001', count: 4 },
      { value: '1', count: 3 },
      { value: '800', count: 2 },
    ]);
    expect(facet.values.map((v) => v.value)).toEqual(['75001', '800']);
  });
  it('restricts to the asked values with zero counts, sorts and cuts', () => {
    const counted = [
      { value: 'Lift', count: 3 },
      { value: 'Garden', count: 7 },
      { value: 'Alarm', count: 1 },
    ];
    expect(
      shapeFacet({ name: 'amenities', count: 2, sort: '-count', values: ['Lift', 'Pool'] }, counted).values,
    ).toEqual([
      { value: 'Lift', count: 3 },
      { value: 'Pool', count: 0 },
    ]);
    expect(shapeFacet({ name: 'amenities', count: 2, sort: 'value' }, counted).values.map((v) => v.value)).toEqual([
      'Alarm',
      'Garden',
    ]);
    expect(
      shapeFacet({ name: 'rooms', count: 9, sort: '-value' }, [
        { value: '2', count: 1 },
        { value: '10', count: 1 },
        { value: '3.5', count: 1 },
      ]).values.map((v) => v.value),
    ).toEqual(['10', '3.5', '2']);
  });
});

describe('facet spec round trip', () => {
  it('formats what it parses', async () => {
    const { formatFacetSpec } = await import('./formatFacetSpec');
    for (const text of [
      'price,count:10,sort:-value,interval:50000',
      'amenities,count:5,sort:-count,values:Lift|Garden',
      'types,count:25,sort:-count',
    ]) {
      const parsed = parseFacetSpec(text);
      expect(parsed.ok && formatFacetSpec(parsed.value)).toBe(text);
    }
  });
});
