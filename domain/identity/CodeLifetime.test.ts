import { codeExpiresAt, isCodeAlive, mailedCodeVerdict } from './CodeLifetime';

const now = new Date('2026-03-02T10:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('code lifetime', () => {
  it('a code issued now for ten minutes expires ten minutes later', () => {
    expect(codeExpiresAt(now, 600)).toEqual(new Date('2026-03-02T10:10:00Z'));
  });

  it('is alive until, not at, its expiry', () => {
    expect(isCodeAlive(later(1), now)).toBe(true);
    expect(isCodeAlive(now, now)).toBe(false);
    expect(isCodeAlive(later(-1), now)).toBe(false);
  });
});

describe('a try of a mailed code', () => {
  const fresh = { expiresAt: later(600), attempts: 0, matches: true };

  it('accepts the right code within its lifetime and tries', () => {
    expect(mailedCodeVerdict(fresh, now, 20)).toBe('accept');
    expect(mailedCodeVerdict({ ...fresh, attempts: 19 }, now, 20)).toBe('accept');
  });

  it('counts a wrong code as one more try', () => {
    expect(mailedCodeVerdict({ ...fresh, matches: false }, now, 20)).toBe('wrongTry');
  });

  it('refuses the right code once it expired, and counts nothing against it', () => {
    expect(mailedCodeVerdict(fresh, later(600), 20)).toBe('refuse');
    expect(mailedCodeVerdict({ ...fresh, matches: false }, later(601), 20)).toBe('refuse');
  });

  it('refuses even the right code after its wrong tries are spent', () => {
    expect(mailedCodeVerdict({ ...fresh, attempts: 20 }, now, 20)).toBe('refuse');
  });

  it('lets the holder try without a count when the limit is Infinity', () => {
    expect(mailedCodeVerdict({ ...fresh, attempts: 1000 }, now, Infinity)).toBe('accept');
  });

  it('refuses when there is no code', () => {
    expect(mailedCodeVerdict(undefined, now, 20)).toBe('refuse');
  });
});
