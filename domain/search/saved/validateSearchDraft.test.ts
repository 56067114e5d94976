import { parseSearchId } from './parseSearchId';
import { validateSearchDraft } from './validateSearchDraft';

const rules = { sortings: ['justForYou', 'priceAsc'] as const, currencies: ['EUR', 'CHF'] };

describe('a search body (document 001 §5, §7)', () => {
  it("refuses min above max with 'min > max'", () => {
    expect(validateSearchDraft({ filters: { price: { min: 5, max: 1 } } }, rules)).toMatchObject({
      ok: false,
      error: { message: 'min > max', field: 'price' },
    });
  });
  it('refuses unknown currencies, long titles, channels, origins and sortings', () => {
    expect(validateSearchDraft({ currencyId: 'XXX' }, rules)).toMatchObject({
      ok: false,
      error: { field: 'currencyId' },
    });
    expect(validateSearchDraft({ title: 'x'.repeat(65) }, rules)).toMatchObject({
      ok: false,
      error: { message: 'Must be no more than 64 characters' },
    });
    expect(validateSearchDraft({ title: 'x'.repeat(64) }, rules).ok).toBe(true);
    expect(validateSearchDraft({ notifications: ['Sms' as never] }, rules)).toMatchObject({
      ok: false,
      error: { field: 'notifications' },
    });
    expect(validateSearchDraft({ saveSearchOrigin: 'Nowhere' as never }, rules)).toMatchObject({
      ok: false,
      error: { field: 'saveSearchOrigin' },
    });
    expect(validateSearchDraft({ filters: {} }, rules, 'livingArea')).toMatchObject({
      ok: false,
      error: { field: 'sort' },
    });
  });
});

describe('search ids', () => {
  it("accept positive integers and refuse the rest with 'SearchId {n} is not valid'", () => {
    expect(parseSearchId('42')).toEqual({ ok: true, value: 42 });
    expect(parseSearchId(7)).toEqual({ ok: true, value: 7 });
    for (const bad of ['0', '-3', 'abc', '1.5', '99999999999999999999']) {
      expect(parseSearchId(bad)).toMatchObject({
        ok: false,
        error: { kind: 'INVALID', message: `SearchId ${bad} is not valid` },
      });
    }
  });
});
