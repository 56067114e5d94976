import {
  type ImportedPicturesState,
  type ImportWarning,
  MAX_LISTED_WARNINGS,
  type PictureCounts,
} from '#domain/listings/import/importedPictures';
import type { ListingImage } from '#domain/listings/Listing';
import { err, ok } from '#domain/shared/Result';
import { ImportListingPicturesHandler } from './ImportListingPictures';
import type { FeedPictures, ListingPictureStore } from './ports';

// The media import of a run (docs/import.md "Pictures"): which listings get pictures, in which
// order, and every failing picture a warning of the run, never the listing's or the run's end.
const NOW = new Date('2026-11-29T12:00:00Z');

type Row = ImportedPicturesState & { images: ListingImage[] };

function memoryStore(rows: Row[]) {
  const saved: { listingId: number; madeFrom: readonly string[] | null }[] = [];
  const reports: { runId: number; pictures: PictureCounts; warnings: ImportWarning[]; finishedAt: string }[] = [];
  const store: ListingPictureStore = {
    pictureStates: async () => rows.map((row) => ({ ...row, shown: row.images.map((image) => image.url) })),
    savePictures: async (listingId, images, madeFrom) => {
      if (listingId === 666) throw new Error('the database refused it');
      const row = rows.find((candidate) => candidate.listingId === listingId)!;
      row.images = images;
      row.madeFrom = madeFrom;
      saved.push({ listingId, madeFrom });
    },
    savePictureReport: async (runId, pictures, warnings, finishedAt) =>
      void reports.push({ runId, pictures, warnings, finishedAt: finishedAt.toISOString() }),
  };
  return { store, saved, reports };
}

/** A media store whose answers depend on the source's name; it records what it was asked, and answers slowly for "slow". */
function mediaStore() {
  const asked: string[] = [];
  const pictures: FeedPictures = {
    async store(_agencyId, source, zipped) {
      asked.push(source);
      if (source.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 20));
      if (source.includes('127.0.0.1')) return err({ source, reason: 'IMAGE_URL_REFUSED' });
      if (source.includes('timeout')) return err({ source, reason: 'IMAGE_TIMEOUT' });
      if (!source.startsWith('https://') && !zipped.has(source)) return err({ source, reason: 'IMAGE_NOT_IN_ZIP' });
      const name = source.replace(/\W+/g, '-');
      return ok({ url: `/media/${name}.webp`, width: 1200, height: 800 });
    },
  };
  return { pictures, asked };
}

const row = (listingId: number, sources: string[], madeFrom: string[] | null = null, images: ListingImage[] = []) => ({
  listingId,
  reference: `R${listingId}`,
  sources,
  madeFrom,
  shown: [],
  images,
});

const handlerOf = (rows: Row[]) => {
  const store = memoryStore(rows);
  const media = mediaStore();
  return {
    ...store,
    ...media,
    handler: new ImportListingPicturesHandler(store.store, media.pictures, { now: () => NOW }),
  };
};

describe('importing the pictures of a run', () => {
  it('gives a new listing its pictures in the feed’s order, the title picture first, and counts them', async () => {
    const rows = [row(1, ['https://a.example/slow-title.jpg', 'bilder/2.jpg', 'https://a.example/3.jpg'])];
    const { handler, reports } = handlerOf(rows);
    const result = await handler.execute({
      agencyId: 7,
      runId: 40,
      zipped: new Map([['bilder/2.jpg', Buffer.from('x')]]),
    });
    expect(rows[0].images).toEqual([
      { id: '1-1', url: '/media/https-a-example-slow-title-jpg.webp', width: 1200, height: 800 },
      { id: '1-2', url: '/media/bilder-2-jpg.webp', width: 1200, height: 800 },
      { id: '1-3', url: '/media/https-a-example-3-jpg.webp', width: 1200, height: 800 },
    ]);
    expect(rows[0].madeFrom).toEqual(rows[0].sources);
    // The run ends when its pictures are done: the report's finishedAt moves to then.
    expect(result).toEqual({ pictures: { stored: 3, refused: 0 }, warnings: [], finishedAt: NOW.toISOString() });
    expect(reports).toEqual([{ runId: 40, ...result }]);
  });

  it('fetches nothing for a listing whose picture list is the one its images were made from', async () => {
    const made = row(1, ['https://a.example/1.jpg'], ['https://a.example/1.jpg']);
    const changed = row(2, ['https://a.example/new.jpg'], ['https://a.example/old.jpg']);
    const neverMade = row(3, ['https://a.example/3.jpg'], null);
    const { handler, asked, saved } = handlerOf([made, changed, neverMade]);
    await handler.execute({ agencyId: 7, zipped: new Map() });
    expect(asked.sort()).toEqual(['https://a.example/3.jpg', 'https://a.example/new.jpg']);
    expect(saved.map((write) => write.listingId).sort()).toEqual([2, 3]);
  });

  it('makes a refused picture a warning of the run, and the listing keeps its other pictures', async () => {
    const rows = [
      row(1, ['https://127.0.0.1/admin.jpg', 'https://a.example/ok.jpg', 'bilder/missing.jpg']),
      row(2, ['https://a.example/two.jpg']),
    ];
    const { handler } = handlerOf(rows);
    const result = await handler.execute({ agencyId: 7, zipped: new Map() });
    expect(result.warnings).toEqual([
      { reference: 'R1', field: 'images', reason: 'IMAGE_URL_REFUSED', value: 'https://127.0.0.1/admin.jpg' },
      { reference: 'R1', field: 'images', reason: 'IMAGE_NOT_IN_ZIP', value: 'bilder/missing.jpg' },
    ]);
    expect(result.pictures).toEqual({ stored: 2, refused: 2 });
    expect(rows[0].images.map((image) => image.id)).toEqual(['1-1']);
    expect(rows[1].images).toHaveLength(1);
    // A refusal stays one until the feed changes the list: it is not fetched at every run.
    expect(rows[0].madeFrom).toEqual(rows[0].sources);
  });

  it('tries again at the next run a picture that timed out, without writing the listing twice', async () => {
    const rows = [row(1, ['https://a.example/ok.jpg', 'https://a.example/timeout.jpg'])];
    const { handler, saved, asked } = handlerOf(rows);
    const first = await handler.execute({ agencyId: 7, zipped: new Map() });
    expect(first.warnings.map((warning) => warning.reason)).toEqual(['IMAGE_TIMEOUT']);
    expect(rows[0].madeFrom).toBeNull();
    expect(rows[0].images).toHaveLength(1);
    await handler.execute({ agencyId: 7, zipped: new Map() });
    expect(asked).toEqual([...rows[0].sources, ...rows[0].sources]);
    // The same pictures as before: nothing to write, so nothing reaches the listing change log.
    expect(saved).toHaveLength(1);
  });

  it('makes a listing the database refuses a warning, and goes on with the others', async () => {
    const rows = [row(666, ['https://a.example/1.jpg']), row(2, ['https://a.example/2.jpg'])];
    const { handler } = handlerOf(rows);
    const result = await handler.execute({ agencyId: 7, zipped: new Map() });
    expect(result.warnings).toEqual([{ reference: 'R666', field: 'images', reason: 'IMAGE_STORE_FAILED' }]);
    expect(result.pictures).toEqual({ stored: 1, refused: 1 });
    expect(rows[1].images).toHaveLength(1);
  });

  it('lists the first warnings of a run that refuses many pictures, and counts them all', async () => {
    const rows = Array.from({ length: 300 }, (_, i) =>
      row(
        i + 1,
        Array.from({ length: 4 }, (_, n) => `https://127.0.0.1/${i}/${n}.jpg`),
      ),
    );
    const { handler } = handlerOf(rows);
    const result = await handler.execute({ agencyId: 7, zipped: new Map() });
    expect(result.pictures).toEqual({ stored: 0, refused: 1200 });
    expect(result.warnings).toHaveLength(MAX_LISTED_WARNINGS);
    expect(result.warnings[0]).toMatchObject({ reference: 'R1', value: 'https://127.0.0.1/0/0.jpg' });
  });

  it('clears the images of a listing whose feed now lists none', async () => {
    const image = { id: '1-1', url: '/media/old.webp', width: 1200, height: 800 };
    const rows = [{ ...row(1, [], ['https://a.example/old.jpg'], [image]), shown: [image.url] }];
    const { handler, saved } = handlerOf(rows);
    await handler.execute({ agencyId: 7, zipped: new Map() });
    expect(rows[0].images).toEqual([]);
    expect(saved).toEqual([{ listingId: 1, madeFrom: [] }]);
  });
});
