import type { Listing } from './Listing';
import { DEFAULT_UNIT_SYSTEM, type DisplayedArea, type UnitSystem, displayArea } from '../portal/AreaDisplay';

/**
 * The key facts of a listing as typed values with message keys; the UI formats numbers
 * (NumberFormat, AreaFormat) and picks the plural form from the count (counted keys carry a
 * zero form, document 002 §9). The array keeps the order the facts are shown in.
 */
export const FACT_KEYS = {
  rooms: 'ItemDetails.Facts.Rooms',
  bedrooms: 'ItemDetails.Facts.Bedrooms',
  bathrooms: 'ItemDetails.Facts.Bathrooms',
  livingArea: 'ItemDetails.Facts.LivingArea',
  landArea: 'ItemDetails.Facts.LandArea',
  floor: 'ItemDetails.Facts.Floor',
  groundFloor: 'ItemDetails.Facts.GroundFloor',
  basementFloor: 'ItemDetails.Facts.BasementFloor',
  constructionYear: 'ItemDetails.Facts.ConstructionYear',
} as const;

export type ListingFact =
  | {
      id: 'rooms' | 'bedrooms' | 'bathrooms';
      messageKey: (typeof FACT_KEYS)['rooms' | 'bedrooms' | 'bathrooms'];
      count: number;
    }
  | { id: 'livingArea' | 'landArea'; messageKey: (typeof FACT_KEYS)['livingArea' | 'landArea']; area: DisplayedArea }
  | { id: 'floor'; messageKey: (typeof FACT_KEYS)['floor' | 'groundFloor' | 'basementFloor']; floor: number }
  | { id: 'constructionYear'; messageKey: (typeof FACT_KEYS)['constructionYear']; year: number };

export type FactListing = Pick<Listing, 'numberOf' | 'area' | 'floor' | 'constructionYear'>;

/**
 * Which values count as facts, our reading of publishers' feeds: zero rooms means "not given"
 * (every dwelling has a room), so rooms need at least one; zero bedrooms (a studio) and zero
 * bathrooms (a room with a shared bathroom) are real and use the zero form ("No bedroom"); a
 * zero area is a feed placeholder and is left out. Floor 0 is the ground floor, a negative
 * floor a basement level.
 */
export function listingFacts(listing: FactListing, system: UnitSystem = DEFAULT_UNIT_SYSTEM): ListingFact[] {
  const facts: ListingFact[] = [];
  const { rooms, bedrooms, bathrooms } = listing.numberOf;
  if (isCount(rooms) && rooms > 0) facts.push({ id: 'rooms', messageKey: FACT_KEYS.rooms, count: rooms });
  if (isCount(bedrooms)) facts.push({ id: 'bedrooms', messageKey: FACT_KEYS.bedrooms, count: bedrooms });
  if (isCount(bathrooms)) facts.push({ id: 'bathrooms', messageKey: FACT_KEYS.bathrooms, count: bathrooms });
  const living = displayArea(listing.area.living, 'living', system);
  if (living && living.value > 0) facts.push({ id: 'livingArea', messageKey: FACT_KEYS.livingArea, area: living });
  const land = displayArea(listing.area.land, 'land', system);
  if (land && land.value > 0) facts.push({ id: 'landArea', messageKey: FACT_KEYS.landArea, area: land });
  if (listing.floor !== undefined && Number.isInteger(listing.floor))
    facts.push({ id: 'floor', messageKey: floorKey(listing.floor), floor: listing.floor });
  const year = listing.constructionYear;
  if (year !== undefined && Number.isInteger(year) && year > 0)
    facts.push({ id: 'constructionYear', messageKey: FACT_KEYS.constructionYear, year });
  return facts;
}

function isCount(value: number | undefined): value is number {
  return value !== undefined && Number.isFinite(value) && value >= 0;
}

function floorKey(floor: number) {
  if (floor === 0) return FACT_KEYS.groundFloor;
  return floor < 0 ? FACT_KEYS.basementFloor : FACT_KEYS.floor;
}
