import { HmacLeadFormStamps } from './HmacLeadFormStamps';

describe('HmacLeadFormStamps: the server times the lead form', () => {
  const now = 1_750_000_000_000;
  const stamps = new HmacLeadFormStamps('secret', () => now);

  it('reads back the opening time of a stamp it issued', () => {
    expect(stamps.openedAt(stamps.issue(now - 8_000))).toBe(now - 8_000);
  });

  it('refuses a stamp with a changed time, another key, from the future, too old, or not a stamp', () => {
    const stamp = stamps.issue(now - 8_000);
    const forged = stamp.replace(String(now - 8_000), String(now - 60_000));
    expect(stamps.openedAt(forged)).toBeUndefined();
    expect(stamps.openedAt(new HmacLeadFormStamps('other', () => now).issue(now - 8_000))).toBeUndefined();
    expect(stamps.openedAt(stamps.issue(now + 60_000))).toBeUndefined();
    expect(stamps.openedAt(stamps.issue(now - 2 * 86_400_000))).toBeUndefined();
    expect(stamps.openedAt('0')).toBeUndefined();
    expect(stamps.openedAt(undefined)).toBeUndefined();
  });
});
