import type { ListingCategory, ListingImage, PropertyType } from '#domain/listings/Listing';
import { PHOTO, type MediaItem, mediaUrl } from '../media/mediaPool';
import type { Random } from '../Random';

type Kind = MediaItem['kind'];

/** First picture shows the outside, then the rooms: the order a visitor expects in a gallery. */
const GALLERY: Readonly<Record<PropertyType, readonly Kind[]>> = {
  Apartment: ['apartment', 'living', 'kitchen', 'bedroom', 'bathroom', 'living', 'bedroom'],
  House: ['house', 'living', 'kitchen', 'bedroom', 'bathroom', 'house', 'living', 'bedroom'],
  Building: ['apartment', 'apartment', 'living', 'kitchen'],
  PlotOfLand: ['land', 'land'],
  ParkingPlace: ['parking', 'parking'],
  CommercialGround: ['commercial', 'living', 'commercial', 'kitchen'],
  Room: ['bedroom', 'living', 'kitchen', 'bathroom'],
  Boat: ['boat', 'boat'],
};

/** Higher plan tiers publish more pictures. */
const COUNT: Readonly<Record<ListingCategory, readonly [number, number]>> = {
  basic: [1, 4],
  basicPlus: [3, 6],
  classic: [4, 7],
  premium: [6, 10],
  premiumPlus: [8, 12],
  global: [10, 14],
  luxury: [12, 16],
  elite: [14, 18],
};

/** Picks pool pictures for a listing (alt texts are derived from the title when read). */
export function listingImages(
  listingId: number,
  type: PropertyType,
  category: ListingCategory,
  media: ReadonlyMap<Kind, string[]>,
  rng: Random,
): ListingImage[] {
  const [min, max] = COUNT[category];
  const count = rng.int(min, max);
  const gallery = GALLERY[type];
  const images: ListingImage[] = [];
  const used = new Set<string>();
  for (let i = 0; images.length < count && i < count * 3; i++) {
    const pool = media.get(gallery[i % gallery.length]) ?? [];
    if (pool.length === 0) continue;
    const name = rng.pick(pool);
    if (used.has(name) && used.size < pool.length) continue;
    used.add(name);
    images.push({
      id: `${listingId}-${images.length + 1}`,
      url: mediaUrl(name),
      width: PHOTO.width,
      height: PHOTO.height,
    });
  }
  return images;
}
