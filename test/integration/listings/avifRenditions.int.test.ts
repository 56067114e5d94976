import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import serve from 'koa-static';
import sharp from 'sharp';
import { FileMediaRenditions } from '#infrastructure/listings/media/avifRendition';
import { avifRenditions } from '#server/middleware/avifRenditions';

let mediaDir: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'avif-media-'));
  const media = path.join(mediaDir, 'media');
  fs.mkdirSync(media);
  await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .webp()
    .toFile(path.join(media, 'house-01.webp'));
  const app = new Koa();
  app.use(avifRenditions(new FileMediaRenditions(media)));
  app.use(serve(mediaDir));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('AVIF renditions made on first request (AVIF when PS_FLAG_AVIF is on)', () => {
  it('answers an AVIF made from the stored WebP, and keeps it', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => fetch(`${origin}/media/house-01.avif`)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/avif');
      // ISO-BMFF: the file type box names the AVIF brand.
      expect(
        Buffer.from(await answer.arrayBuffer())
          .subarray(4, 12)
          .toString('latin1'),
      ).toBe('ftypavif');
    }
    expect(fs.existsSync(path.join(mediaDir, 'media', 'house-01.avif'))).toBe(true);
    expect(fs.readdirSync(path.join(mediaDir, 'media')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('makes nothing for a picture that is not stored, nor for a name outside the media folder', async () => {
    expect((await fetch(`${origin}/media/nothing-here.avif`)).status).toBe(404);
    fs.copyFileSync(path.join(mediaDir, 'media', 'house-01.webp'), path.join(mediaDir, 'outside.webp'));
    expect((await fetch(`${origin}/media/..%2Foutside.avif`)).status).toBe(404);
    expect(fs.readdirSync(path.join(mediaDir, 'media')).sort()).toEqual(['house-01.avif', 'house-01.webp']);
    expect(fs.existsSync(path.join(mediaDir, 'outside.avif'))).toBe(false);
  });
});
