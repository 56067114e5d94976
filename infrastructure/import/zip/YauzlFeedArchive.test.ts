import { buildZip, zeros } from '#test/harness/import/buildZip';
import type { ArchiveLimits } from '#domain/import/archiveLimits';
import { YauzlFeedArchive } from './YauzlFeedArchive';

const MB = 1024 * 1024;
const limits: ArchiveLimits = { maxEntries: 50, maxTotalBytes: 5 * MB, maxEntryBytes: 3 * MB, maxRatio: 100 };
const archive = new YauzlFeedArchive();
const FEED = '<?xml version="1.0" encoding="UTF-8"?><openimmo><anbieter/></openimmo>';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

const codeOf = async (zip: Buffer, bounds = limits) => {
  const read = await archive.read(zip, bounds);
  return read.ok ? 'ok' : read.error.code;
};

describe('a feed zip read with yauzl within limits', () => {
  it('answers its one XML and its pictures by entry name, skipping folders and other files', async () => {
    const zip = buildZip([
      { name: 'export/', data: '', store: true },
      { name: 'export/openimmo.xml', data: FEED },
      { name: 'export/images/1.jpg', data: JPEG, store: true },
      { name: 'export/readme.txt', data: 'hello' },
      { name: '__MACOSX/export/._openimmo.xml', data: 'fork' },
    ]);
    const read = await archive.read(zip, limits);
    expect(read.ok && read.value.xml.toString()).toBe(FEED);
    expect(read.ok && [...read.value.images.entries()]).toEqual([['export/images/1.jpg', JPEG]]);
  });

  it.each([
    '../openimmo.xml',
    'images/../../../etc/cron.d/x.jpg',
    '/etc/passwd.xml',
    'images\\..\\..\\x.jpg',
    'C:/x.xml',
  ])('refuses the whole archive for the entry name %j', async (name) => {
    const zip = buildZip([
      { name: 'openimmo.xml', data: FEED },
      { name, data: JPEG },
    ]);
    expect(await codeOf(zip)).toBe('ZIP_ENTRY_NAME_REFUSED');
  });

  it('refuses a zip bomb by its ratio before inflating it (8 MB of zeros in about 8 KB)', async () => {
    const zip = buildZip([
      { name: 'openimmo.xml', data: FEED },
      { name: 'images/bomb.jpg', data: zeros(8) },
    ]);
    expect(zip.length).toBeLessThan(20 * 1024);
    const roomy = { ...limits, maxEntryBytes: 100 * MB, maxTotalBytes: 200 * MB };
    expect(await codeOf(zip, roomy)).toBe('ZIP_RATIO_TOO_HIGH');
  });

  it('refuses entries that add up past the total, and one entry past its size', async () => {
    const many = buildZip([
      { name: 'openimmo.xml', data: FEED },
      ...[1, 2, 3].map((n) => ({ name: `images/${n}.jpg`, data: zeros(2), store: true })),
    ]);
    expect(await codeOf(many, { ...limits, maxRatio: 1e9 })).toBe('ZIP_TOO_LARGE');
    const one = buildZip([{ name: 'openimmo.xml', data: zeros(4), store: true }]);
    expect(await codeOf(one, { ...limits, maxRatio: 1e9 })).toBe('ZIP_ENTRY_TOO_LARGE');
  });

  it('refuses more entries than the limit, counted from the directory', async () => {
    const zip = buildZip(Array.from({ length: 51 }, (_, n) => ({ name: `f${n}.txt`, data: 'x' })));
    expect(await codeOf(zip)).toBe('ZIP_TOO_MANY_ENTRIES');
  });

  it('refuses an entry that inflates past the size it declares (a lie about its size)', async () => {
    const zip = buildZip([{ name: 'openimmo.xml', data: `${FEED}${' '.repeat(MB)}`, declaredSize: 1000 }]);
    expect(await codeOf(zip)).toBe('ZIP_INVALID');
  });

  it('refuses an archive without a feed, with two, and bytes that are no zip', async () => {
    expect(await codeOf(buildZip([{ name: 'images/1.jpg', data: JPEG }]))).toBe('ZIP_NO_FEED');
    expect(
      await codeOf(
        buildZip([
          { name: 'a.xml', data: FEED },
          { name: 'b.xml', data: FEED },
        ]),
      ),
    ).toBe('ZIP_SEVERAL_FEEDS');
    expect(await codeOf(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100, 7)]))).toBe('ZIP_INVALID');
    const truncated = buildZip([{ name: 'openimmo.xml', data: FEED }]);
    expect(await codeOf(truncated.subarray(0, truncated.length - 30))).toBe('ZIP_INVALID');
  });
});
