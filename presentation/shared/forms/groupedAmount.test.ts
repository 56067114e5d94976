import { formatNumber } from '#domain/portal/NumberFormat';
import { amountOf, caretAfterDigits, digitsBefore } from './groupedAmount';

describe("a grouped amount as typed (the mortgage calculator's money inputs)", () => {
  it('reads the digits whatever the grouping, and nothing from an empty field', () => {
    expect(amountOf(formatNumber(224000, 'fr', 0))).toBe(224000);
    expect(amountOf(formatNumber(224000, 'de-CH', 0))).toBe(224000);
    expect(amountOf('2240005')).toBe(2240005);
    expect(amountOf('')).toBeUndefined();
  });
  it('puts the caret back after the same digits once regrouped', () => {
    // "22400|0" typed a 5 at the caret: "224005|0" regroups to "2,240,050" with the caret after "2,240,05".
    const typed = '2240050';
    const digits = digitsBefore(typed, 6);
    expect(caretAfterDigits('2,240,050', digits)).toBe('2,240,05'.length);
    expect(caretAfterDigits('2,240,050', 0)).toBe(0);
  });
});
