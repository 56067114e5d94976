import { sameShareKey } from './sameShareKey';

describe('sameShareKey', () => {
  it('holds only for the very key', () => {
    expect(sameShareKey('AbC-_x', 'AbC-_x')).toBe(true);
    expect(sameShareKey('AbC-_y', 'AbC-_x')).toBe(false);
    expect(sameShareKey('AbC-_', 'AbC-_x')).toBe(false);
    expect(sameShareKey('abc-_x', 'AbC-_x')).toBe(false);
  });
});
