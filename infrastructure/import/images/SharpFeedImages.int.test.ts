import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PublicHttpsEndpoints } from '#infrastructure/shared/net/PublicHttpsEndpoints';
import { PublicHttpsFetch } from '../http/PublicHttpsFetch';
import { SharpFeedImages } from './SharpFeedImages';

// The feed's pictures: fetched from an agency's https server (here one on 127.0.0.1, the only
// private origin let through), within a size and a time limit, resized into the media store; every
// failure a warning, never a throw.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-images-'));
const mediaDir = path.join(folder, 'media');
let server: https.Server;
let origin: string;
let images: SharpFeedImages;
let served = 0;
let photo: Buffer;

beforeAll(async () => {
  const keyFile = path.join(folder, 'agency.key');
  const certFile = path.join(folder, 'agency.crt');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ]),
    { stdio: 'ignore' },
  );
  photo = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#88aacc' } })
    .jpeg()
    .toBuffer();
  const cert = fs.readFileSync(certFile);
  server = https.createServer({ key: fs.readFileSync(keyFile), cert }, (request, response) => {
    served++;
    if (request.url === '/photo.jpg') return void response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    if (request.url === '/big.jpg') return void response.writeHead(200).end(Buffer.alloc(300 * 1024));
    if (request.url === '/slow.jpg') return void response.writeHead(200); // never ends
    if (request.url === '/to-metadata')
      return void response.writeHead(302, { location: 'https://169.254.169.254/latest/meta-data/' }).end();
    if (request.url === '/text.jpg') return void response.writeHead(200).end('not a picture');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as { port: number }).port}`;
  const fetch = new PublicHttpsFetch(new PublicHttpsEndpoints({ allowOrigins: [origin] }), { ca: cert });
  images = new SharpFeedImages(fetch, { mediaDir, maxBytes: 200 * 1024, timeoutMs: 1500 });
}, 60_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('a feed picture', () => {
  it('is fetched once, resized to the portal’s sizes as WebP with a thumbnail, and found again', async () => {
    const stored = await images.store(7, `${origin}/photo.jpg`, new Map());
    expect(stored.ok).toBe(true);
    if (!stored.ok) return;
    expect(stored.value).toMatchObject({ width: 1200, height: 800, variants: [{ width: 400, height: 267 }] });
    expect(stored.value.url).toMatch(/^\/media\/feed-7-[0-9a-f]{24}\.webp$/);
    const file = path.join(mediaDir, path.basename(stored.value.url));
    expect((await sharp(file).metadata()).format).toBe('webp');
    const before = served;
    expect(await images.store(7, `${origin}/photo.jpg`, new Map())).toEqual(stored);
    expect(served).toBe(before);
  }, 60_000);

  it('from the zip is read from its entry, by name', async () => {
    const stored = await images.store(7, 'bilder/1.jpg', new Map([['bilder/1.jpg', photo]]));
    expect(stored.ok && stored.value.width).toBe(1200);
    const missing = await images.store(7, 'bilder/2.jpg', new Map());
    expect(!missing.ok && missing.error.reason).toBe('IMAGE_NOT_IN_ZIP');
  }, 60_000);

  it('is stored whole when several listings bring the same picture at once', async () => {
    const same = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#445566' } })
      .jpeg()
      .toBuffer();
    const names = Array.from({ length: 8 }, (_, n) => `listing-${n}/1.jpg`);
    const zipped = new Map(names.map((name) => [name, same]));
    const all = await Promise.all(names.map((name) => images.store(8, name, zipped)));
    expect(all.map((stored) => stored.ok)).toEqual(names.map(() => true));
    expect(new Set(all.map((stored) => stored.ok && stored.value.url)).size).toBe(1);
    expect(fs.readdirSync(mediaDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  }, 60_000);

  it.each([
    ['https://10.0.0.8/photo.jpg', 'IMAGE_URL_REFUSED'],
    ['http://example.com/photo.jpg', 'IMAGE_URL_REFUSED'],
    ['/to-metadata', 'IMAGE_URL_REFUSED'],
    ['/big.jpg', 'IMAGE_TOO_LARGE'],
    ['/slow.jpg', 'IMAGE_TIMEOUT'],
    ['/text.jpg', 'IMAGE_UNREADABLE'],
    ['/gone.jpg', 'IMAGE_FETCH_FAILED'],
  ])('%s is a warning %s, not a failure', async (url, reason) => {
    const source = url.startsWith('/') ? `${origin}${url}` : url;
    const stored = await images.store(7, source, new Map());
    expect(stored).toEqual({ ok: false, error: { source, reason } });
  });
});
