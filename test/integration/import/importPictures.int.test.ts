import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { jest } from '@jest/globals';
import { AgencyApiKeys } from '#application/identity/ports';
import { ImportPictureJobs } from '#application/import/ports';
import { rowsOf } from '#infrastructure/db/rowsOf';
import { accountRoles, listingImports } from '#infrastructure/db/schema';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { buildZip } from '#test/harness/import/buildZip';
import { startTestApp, type TestApp } from '#test/harness/servers/startTestApp';
import { writeImportFixtures } from '#test/mothers/import/importPlaces';
import { openImmoXml, sampleListings } from '#test/mothers/import/sampleFeeds';

// An agency uploads a zip of its OpenImmo export and the pictures it names (docs/import-api.md
// "Upload", "Pictures"): the whole app, over HTTP. The pictures become the listing's images in the
// media store, title picture first, served by the portal's /media route; a picture URL pointing at
// the portal's own loopback is refused with a warning of the run, nothing fetched or stored for it.
jest.setTimeout(180_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-pictures-'));
const PRIVATE = 'https://127.0.0.1/private/admin.jpg';
let app: TestApp;
let agencyId: number;
let apiKey: string;
let zip: Buffer;
let reference: string;

beforeAll(async () => {
  app = await startTestApp(
    { DATA_DIR: dataDir, IMPORT_FEED_PULL_INTERVAL_S: '0' },
    {
      database: async () => {
        const database = await openTestDatabase();
        ({ agencyId } = await writeImportFixtures(database.db));
        return database;
      },
    },
  );
  const [member] = await app.database.db.select().from(accountRoles).where(eq(accountRoles.accountId, agencyId));
  apiKey = await app.root.get(AgencyApiKeys).issue(agencyId, member.userId, new Date());
  const [listing] = sampleListings(1, { seed: 11, prefix: 'PIC', noBoats: true });
  reference = listing.reference;
  // Out of order on purpose: the title picture is listed last, the zip's pictures by their entry names.
  const pictures = [
    ['INTERN', 'BILD', 'bilder/innen.jpg'],
    ['EXTERN', 'BILD', PRIVATE],
    ['INTERN', 'TITELBILD', 'bilder/aussen.jpg'],
  ]
    .map(
      ([location, group, where]) =>
        `<anhang location="${location}" gruppe="${group}"><format>jpg</format><daten><pfad>${where}</pfad></daten></anhang>`,
    )
    .join('');
  const xml = openImmoXml([listing]).replace(/<anhaenge>.*?<\/anhaenge>/s, `<anhaenge>${pictures}</anhaenge>`);
  const jpeg = (width: number, height: number, background: string) =>
    sharp({ create: { width, height, channels: 3, background } })
      .jpeg({ quality: 80 })
      .toBuffer();
  zip = buildZip([
    { name: 'openimmo.xml', data: xml },
    { name: 'bilder/aussen.jpg', data: await jpeg(1600, 1000, '#3a7bd5'), store: true },
    { name: 'bilder/innen.jpg', data: await jpeg(600, 900, '#d5a03a'), store: true },
  ]);
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = () =>
  fetch(`${app.base}/svc/import/agencies/${agencyId}/feeds?format=openimmo`, {
    method: 'POST',
    headers: { 'content-type': 'application/zip', 'x-api-key': apiKey },
    body: new Uint8Array(zip),
  });
const latestRun = async () => {
  const answer = await fetch(`${app.base}/svc/import/agencies/${agencyId}/runs`, { headers: { 'x-api-key': apiKey } });
  return (await answer.json()).runs[0];
};
const changeLogLength = async () =>
  Number(
    rowsOf<{ n: unknown }>(await app.database.db.execute(sql`select count(*)::int as n from listing_search_changes`))[0]
      .n,
  );

describe('a zip of an OpenImmo feed and its pictures', () => {
  it('gives the listing its pictures, title picture first, served from /media; the private URL is a warning', async () => {
    const answer = await upload();
    // The listings are written when it answers; the pictures follow in the background.
    expect(answer.status).toBe(202);
    const receipt = await answer.json();
    expect(receipt).toMatchObject({ counts: { new: 1, rejected: 0 }, picturesPending: true });
    await app.root.get(ImportPictureJobs).idle();
    const run = await latestRun();
    expect(run.id).toBe(receipt.runId);
    expect(run.counts).toMatchObject({ new: 1, rejected: 0 });
    expect(run.pictures).toEqual({ stored: 2, refused: 1 });
    // The run's end covers its pictures; its listings were done before.
    expect(Date.parse(run.listingsFinishedAt)).toBeLessThanOrEqual(Date.parse(run.finishedAt));
    expect(run.warnings).toEqual([{ reference, field: 'images', reason: 'IMAGE_URL_REFUSED', value: PRIVATE }]);

    const [imported] = await app.database.db
      .select({ listingId: listingImports.listingId })
      .from(listingImports)
      .where(eq(listingImports.reference, reference));
    const listing = await (await fetch(`${app.base}/svc/listings/v2/listings/${imported.listingId}`)).json();
    const images: { url: string; width: number; height: number; variants?: { url: string }[] }[] = listing.images;
    // Fitted inside 1200 × 1200, never enlarged: the 1600 × 1000 title picture first, then the 600 × 900 one.
    expect(images.map(({ width, height }) => [width, height])).toEqual([
      [1200, 750],
      [600, 900],
    ]);
    for (const image of images) {
      expect(image.url).toMatch(/^\/media\/feed-\d+-[0-9a-f]{24}\.webp$/);
      for (const url of [image.url, ...(image.variants ?? []).map((variant) => variant.url)]) {
        const served = await fetch(`${app.base}${url}`);
        expect([url, served.status, served.headers.get('content-type')]).toEqual([url, 200, 'image/webp']);
        const size = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect(size.format).toBe('webp');
        if (url === image.url) expect([size.width, size.height]).toEqual([image.width, image.height]);
      }
    }
    expect(images[0].variants?.[0].url).toBe(images[0].url.replace('.webp', '-thumb.webp'));
    // Nothing was written for the refused picture: the media store holds the two pictures and their thumbnails.
    expect(fs.readdirSync(path.join(dataDir, 'media')).sort()).toHaveLength(4);
  });

  it('changes nothing when the same zip comes again: no picture fetched, nothing in the change log', async () => {
    const before = await changeLogLength();
    // Nothing due: the run is complete when it answers.
    expect((await upload()).status).toBe(201);
    const run = await latestRun();
    expect(run.counts).toMatchObject({ new: 0, changed: 0, unchanged: 1 });
    expect(run.pictures).toEqual({ stored: 0, refused: 0 });
    expect(run.warnings).toEqual([]);
    expect(await changeLogLength()).toBe(before);
  });
});
