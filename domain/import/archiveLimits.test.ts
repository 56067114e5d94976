import { admitEntry, type ArchiveLimits, entryKind, isSafeEntryName, RATIO_FLOOR_BYTES } from './archiveLimits';

const MB = 1024 * 1024;
const limits: ArchiveLimits = { maxEntries: 3, maxTotalBytes: 10 * MB, maxEntryBytes: 6 * MB, maxRatio: 100 };
const start = { entries: 0, totalBytes: 0 };

describe('zip entry names', () => {
  it.each(['feed.xml', 'images/1.jpg', 'a/b/c/d.png', 'images/', 'grüezi.xml'])('accepts %s', (name) => {
    expect(isSafeEntryName(name)).toBe(true);
  });

  it.each([
    '../feed.xml',
    'images/../../etc/passwd',
    '/etc/passwd',
    'C:/windows/x.jpg',
    'c:x.jpg',
    'images\\..\\x.jpg',
    './feed.xml',
    'a//b.jpg',
    'feed\u0000.xml',
    '',
    'x'.repeat(256),
  ])('refuses %j', (name) => {
    expect(isSafeEntryName(name)).toBe(false);
  });
});

describe('admitting an entry', () => {
  const entry = (uncompressedSize: number, compressedSize = uncompressedSize, name = 'feed.xml') => ({
    name,
    compressedSize,
    uncompressedSize,
  });

  it('counts what it admits', () => {
    const first = admitEntry(entry(2 * MB), start, limits);
    expect(first).toEqual({ ok: true, value: { entries: 1, totalBytes: 2 * MB } });
  });

  it('refuses a traversing name with 400 ZIP_ENTRY_NAME_REFUSED before any size', () => {
    const refused = admitEntry(entry(1, 1, '../../x.jpg'), start, limits);
    expect(!refused.ok && [refused.error.code, refused.error.kind]).toEqual(['ZIP_ENTRY_NAME_REFUSED', 'INVALID']);
  });

  it('refuses the entry past the count', () => {
    const refused = admitEntry(entry(1), { entries: 3, totalBytes: 3 }, limits);
    expect(!refused.ok && [refused.error.code, refused.error.kind]).toEqual(['ZIP_TOO_MANY_ENTRIES', 'TOO_LARGE']);
  });

  it('refuses one entry over its size, and entries together over the total', () => {
    const big = admitEntry(entry(6 * MB + 1), start, limits);
    expect(!big.ok && big.error.code).toBe('ZIP_ENTRY_TOO_LARGE');
    const total = admitEntry(entry(5 * MB), { entries: 2, totalBytes: 5 * MB + 1 }, limits);
    expect(!total.ok && total.error.code).toBe('ZIP_TOO_LARGE');
    const exactly = admitEntry(entry(5 * MB), { entries: 2, totalBytes: 5 * MB }, limits);
    expect(exactly.ok).toBe(true);
  });

  it('refuses a ratio over the limit above the floor, and lets small files compress as they like', () => {
    const bomb = admitEntry(entry(5 * MB, Math.floor((5 * MB) / 101)), start, limits);
    expect(!bomb.ok && bomb.error.code).toBe('ZIP_RATIO_TOO_HIGH');
    const fine = admitEntry(entry(5 * MB, Math.ceil((5 * MB) / 100)), start, limits);
    expect(fine.ok).toBe(true);
    const small = admitEntry(entry(RATIO_FLOOR_BYTES, 10), start, limits);
    expect(small.ok).toBe(true);
    const stored = admitEntry(entry(2 * MB, 0), start, limits);
    expect(!stored.ok && stored.error.code).toBe('ZIP_RATIO_TOO_HIGH');
  });
});

describe('what an entry is', () => {
  it.each([
    ['openimmo.xml', 'feed'],
    ['export/KYERO.XML', 'feed'],
    ['images/a.JPG', 'image'],
    ['b.webp', 'image'],
    ['images/', 'directory'],
    ['__MACOSX/._openimmo.xml', 'other'],
    ['._openimmo.xml', 'other'],
    ['readme.txt', 'other'],
    ['plan.pdf', 'other'],
  ])('%s is %s', (name, kind) => {
    expect(entryKind(name)).toBe(kind);
  });
});
