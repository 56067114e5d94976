import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { Random } from '../Random';
import { MEDIA_SEED, mediaPoolItems } from './mediaPool';

/**
 * Renders the illustration pool (SVG drawn in code → WebP with sharp) into `mediaDir`, offline.
 * Files already there are kept, so re-seeding costs nothing.
 */
export async function renderMediaPool(mediaDir: string): Promise<{ rendered: number; kept: number }> {
  fs.mkdirSync(mediaDir, { recursive: true });
  const runId = randomUUID();
  let rendered = 0;
  let kept = 0;
  for (const item of mediaPoolItems()) {
    const file = path.join(mediaDir, `${item.name}.webp`);
    const thumbFile = path.join(mediaDir, `${item.name}-thumb.webp`);
    if (fs.existsSync(file) && (!item.thumb || fs.existsSync(thumbFile))) {
      kept++;
      continue;
    }
    const svg = Buffer.from(item.draw(Random.for(MEDIA_SEED, item.name)));
    // Write under a temporary name first: an interrupted run must not leave a half file that counts as
    // done. The name is this run's own: portals starting together on one machine share the folder
    // (test/harness), and a rename replaces whatever another one put there, the same picture.
    const temporary = (target: string) => `${target}.${process.pid}.${runId}.tmp`;
    await sharp(svg).resize(item.width, item.height).webp({ quality: 80 }).toFile(temporary(file));
    if (item.thumb) {
      await sharp(svg)
        .resize(item.thumb.width, item.thumb.height, { fit: 'cover' })
        .webp({ quality: 75 })
        .toFile(temporary(thumbFile));
      fs.renameSync(temporary(thumbFile), thumbFile);
    }
    fs.renameSync(temporary(file), file);
    rendered++;
  }
  return { rendered, kept };
}
