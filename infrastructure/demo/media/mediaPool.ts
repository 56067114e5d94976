import type { Random } from '../Random';
import { avatarSvg, logoSvg } from './brandSvg';
import { apartmentSvg, commercialSvg, houseSvg } from './exteriorSvg';
import { countrysideSvg, vineyardsSvg } from './guideCountrySvg';
import { lakesideSvg, oldTownSvg } from './guideSvg';
import { interiorSvg } from './interiorSvg';
import { boatSvg, landSvg, parkingSvg } from './sceneSvg';

export type PhotoKind =
  'house' | 'apartment' | 'living' | 'kitchen' | 'bedroom' | 'bathroom' | 'land' | 'parking' | 'commercial' | 'boat';

export interface MediaItem {
  /** File name without extension; the thumbnail is `${name}-thumb.webp`. */
  name: string;
  kind: PhotoKind | 'logo' | 'avatar' | 'guide';
  width: number;
  height: number;
  thumb?: { width: number; height: number };
  draw: (rng: Random) => string;
}

/** The pictures do not depend on the data set's seed: every install renders the same files once. */
export const MEDIA_SEED = 20261120;

/** Listing photos are 3:2, 1200×800, with 400×267 thumbnails (same aspect). */
export const PHOTO = { width: 1200, height: 800 } as const;
export const THUMB = { width: 400, height: 267 } as const;

const PHOTO_COUNTS: readonly [PhotoKind, number, (rng: Random) => string][] = [
  ['house', 11, houseSvg],
  ['apartment', 9, apartmentSvg],
  ['living', 4, (rng) => interiorSvg(rng, 'living')],
  ['kitchen', 3, (rng) => interiorSvg(rng, 'kitchen')],
  ['bedroom', 3, (rng) => interiorSvg(rng, 'bedroom')],
  ['bathroom', 2, (rng) => interiorSvg(rng, 'bathroom')],
  ['land', 2, landSvg],
  ['parking', 2, parkingSvg],
  ['commercial', 2, commercialSvg],
  ['boat', 2, boatSvg],
];

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * The city guide's pictures, named by what they show: the editors' content files point at them
 * (content/pages/living-in-geneva, its slideshow module). Full size only: no listing uses them.
 */
export const GUIDE_PICTURES: readonly [string, (rng: Random) => string][] = [
  ['guide-lakeside', lakesideSvg],
  ['guide-old-town', oldTownSvg],
  ['guide-vineyards', vineyardsSvg],
  ['guide-countryside', countrysideSvg],
];

/** The fixed pool of 40 photos, 12 logos and 12 avatars the demo listings and agencies share, and the city guide's pictures. */
export function mediaPoolItems(): MediaItem[] {
  const items: MediaItem[] = [];
  for (const [kind, count, draw] of PHOTO_COUNTS) {
    for (let i = 1; i <= count; i++) items.push({ name: `${kind}-${pad(i)}`, kind, ...PHOTO, thumb: THUMB, draw });
  }
  for (let i = 1; i <= 12; i++)
    items.push({ name: `logo-${pad(i)}`, kind: 'logo', width: 480, height: 240, draw: logoSvg });
  for (let i = 1; i <= 12; i++)
    items.push({ name: `avatar-${pad(i)}`, kind: 'avatar', width: 144, height: 144, draw: avatarSvg });
  for (const [name, draw] of GUIDE_PICTURES) items.push({ name, kind: 'guide', ...PHOTO, draw });
  return items;
}

/** Names of the pool's items by kind, for the generators that pick pictures. */
export function mediaNamesByKind(): Map<MediaItem['kind'], string[]> {
  const byKind = new Map<MediaItem['kind'], string[]>();
  for (const item of mediaPoolItems()) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item.name]);
  return byKind;
}

/** Public URL of a pool file, served from `${DATA_DIR}/media`. */
export const mediaUrl = (name: string): string => `/media/${name}.webp`;
