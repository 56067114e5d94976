import { automaticSubtitle, automaticTitle } from './automaticTitle';
import { searchNeedsPatch } from './searchNeedsPatch';

describe('patching a stored search (document 001 §4)', () => {
  const stored = { filters: { transactionType: 'Sell' as const, amenities: ['Lift', 'Garden'] }, currencyId: 'CHF' };
  it('patches when the filters differ', () => {
    expect(searchNeedsPatch(stored, { filters: { transactionType: 'Rent', amenities: ['Lift', 'Garden'] } })).toBe(
      true,
    );
  });
  it('patches when the currency changed', () => {
    expect(searchNeedsPatch(stored, { currencyId: 'EUR' })).toBe(true);
  });
  it('does not patch the same filters written another way', () => {
    expect(
      searchNeedsPatch(stored, {
        filters: { amenities: ['Garden', 'Lift', 'Lift'], transactionType: 'Sell', luxury: false },
        currencyId: 'CHF',
      }),
    ).toBe(false);
  });
});

describe('automatic title', () => {
  it('names the place, or the map area', () => {
    expect(automaticTitle({}, 'Zürich')).toBe('Zürich');
    expect(automaticTitle({ location: { polygon: [{ lat: 1, lng: 1 }] } }, undefined)).toBe(
      'Search.AutomaticTitle.MapArea',
    );
    expect(automaticTitle({}, undefined)).toBe('Search.AutomaticTitle.Anywhere');
  });
  it('lists the main filters', () => {
    expect(
      automaticSubtitle(
        { transactionType: 'Sell', types: ['Apartment'], numberOf: { rooms: { min: 3 } }, price: { max: 900000 } },
        'CHF',
      ),
    ).toBe('Sell · Apartment · 3+ rooms · ≤900000 CHF');
  });
});
