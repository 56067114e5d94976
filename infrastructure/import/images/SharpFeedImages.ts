import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { FeedImages, FeedImageWarning, StoredFeedImage } from '#application/import/ports';
import { err, ok, type Result } from '#domain/shared/Result';
import type { FetchFailure, PublicHttpsFetch } from '../http/PublicHttpsFetch';

export interface FeedImageOptions {
  /** DATA_DIR/media, served at /media. */
  mediaDir: string;
  /** IMPORT_IMAGE_MAX_MB: a picture's bytes, fetched or zipped. */
  maxBytes: number;
  /** IMPORT_IMAGE_TIMEOUT_S, for one picture's fetch. */
  timeoutMs: number;
}

/** The portal's photo sizes (infrastructure/demo/media/mediaPool PHOTO, THUMB): fitted inside, never enlarged. */
const PHOTO = { width: 1200, height: 1200 };
const THUMB_WIDTH = 400;
/** A picture decoding to more pixels than this is refused (a 1 KB PNG can claim 50,000 × 50,000). */
const MAX_INPUT_PIXELS = 40_000_000;

const WARNINGS: Record<FetchFailure, FeedImageWarning['reason']> = {
  REFUSED: 'IMAGE_URL_REFUSED',
  TOO_LARGE: 'IMAGE_TOO_LARGE',
  TIMEOUT: 'IMAGE_TIMEOUT',
  FAILED: 'IMAGE_FETCH_FAILED',
};

/**
 * The feed's pictures into the media store, as the portal's own photos are (WebP, a 1200 px picture
 * and a 400 px thumbnail, `name.webp` and `name-thumb.webp`; the /media route makes AVIF on demand).
 * A picture from a URL is named after the agency and the URL, so a re-import does not fetch it
 * again (a changed picture comes with a new URL in the agencies' exports); one from the zip after
 * its bytes. Written under a temporary name first, so a half-written file is never served.
 */
export class SharpFeedImages implements FeedImages {
  constructor(
    private readonly fetch: PublicHttpsFetch,
    private readonly options: FeedImageOptions,
  ) {}

  async store(
    agencyId: number,
    source: string,
    zipped: ReadonlyMap<string, Buffer>,
  ): Promise<Result<StoredFeedImage, FeedImageWarning>> {
    const warn = (reason: FeedImageWarning['reason']) => err({ source: source.slice(0, 300), reason });
    const isUrl = /^https?:\/\//i.test(source);
    const name = `feed-${agencyId}-${digest(isUrl ? `${agencyId}\n${source}` : (zipped.get(source) ?? source))}`;
    const kept = await this.kept(name);
    if (kept) return ok(kept);
    let bytes: Buffer | undefined;
    if (isUrl) {
      const fetched = await this.fetch.get(source, {
        maxBytes: this.options.maxBytes,
        timeoutMs: this.options.timeoutMs,
      });
      if (!fetched.ok) return warn(WARNINGS[fetched.error]);
      bytes = fetched.value.bytes;
    } else {
      bytes = zipped.get(source);
      if (!bytes) return warn('IMAGE_NOT_IN_ZIP');
      if (bytes.length > this.options.maxBytes) return warn('IMAGE_TOO_LARGE');
    }
    try {
      return ok(await this.render(name, bytes));
    } catch {
      return warn('IMAGE_UNREADABLE');
    }
  }

  private async render(name: string, bytes: Buffer): Promise<StoredFeedImage> {
    fs.mkdirSync(this.options.mediaDir, { recursive: true });
    const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const file = this.file(name);
    const thumbFile = this.file(`${name}-thumb`);
    // A temporary name of this call's own: the same picture (one photo for several listings) may be
    // rendered twice at once, and each rename then puts a whole file in place.
    const tmp = `.${randomBytes(6).toString('hex')}.tmp`;
    const picture = await input()
      .resize({ ...PHOTO, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(`${file}${tmp}`);
    const thumb = await input()
      .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toFile(`${thumbFile}${tmp}`);
    fs.renameSync(`${thumbFile}${tmp}`, thumbFile);
    fs.renameSync(`${file}${tmp}`, file);
    return stored(name, picture, thumb);
  }

  /** A picture stored by an earlier run, read back with its sizes. */
  private async kept(name: string): Promise<StoredFeedImage | undefined> {
    const file = this.file(name);
    const thumbFile = this.file(`${name}-thumb`);
    if (!fs.existsSync(file) || !fs.existsSync(thumbFile)) return undefined;
    try {
      const [picture, thumb] = await Promise.all([sharp(file).metadata(), sharp(thumbFile).metadata()]);
      return stored(name, picture, thumb);
    } catch {
      return undefined;
    }
  }

  private file(name: string): string {
    return path.join(this.options.mediaDir, `${name}.webp`);
  }
}

type Size = { width: number; height: number };

const stored = (name: string, picture: Size, thumb: Size): StoredFeedImage => ({
  url: `/media/${name}.webp`,
  width: picture.width,
  height: picture.height,
  variants: [{ url: `/media/${name}-thumb.webp`, width: thumb.width, height: thumb.height }],
});

const digest = (value: string | Buffer): string => createHash('sha256').update(value).digest('hex').slice(0, 24);
