import { safeEqual } from './safeEqual';

describe('safeEqual', () => {
  it('holds for the same string only', () => {
    expect(safeEqual('c0ffee.mac', 'c0ffee.mac')).toBe(true);
    expect(safeEqual('c0ffee.mac', 'c0ffee.maC')).toBe(false);
    expect(safeEqual('c0ffee.mac', 'd0ffee.mac')).toBe(false);
  });

  it('is false for different lengths and for a prefix', () => {
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('', 'a')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
  });
});
