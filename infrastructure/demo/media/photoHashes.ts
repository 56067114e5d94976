import { perceptualHash } from '#infrastructure/shared/images/perceptualHash';
import { Random } from '../Random';
import { MEDIA_SEED, mediaPoolItems, mediaUrl } from './mediaPool';

/**
 * The perceptual hash of every photo of the demo pool, by the URL listings use: drawn from the
 * same SVG the pool's files are rendered from, so no file needs to exist (tests, a shared media volume).
 */
export async function demoPhotoHashes(): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const item of mediaPoolItems()) {
    if (!item.thumb) continue;
    const svg = Buffer.from(item.draw(Random.for(MEDIA_SEED, item.name)));
    hashes.set(mediaUrl(item.name), await perceptualHash(svg));
  }
  return hashes;
}
