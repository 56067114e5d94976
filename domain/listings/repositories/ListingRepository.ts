import {
  AREA_UNITS,
  GEOCODE_LEVELS,
  LISTING_CATEGORIES,
  LISTING_CLASSES,
  PROPERTY_TYPES,
  TRANSACTION_TYPES,
} from '../Listing';
import { PROJECT_COMPANY_ROLES } from '../projects/ProjectCompany';

/**
 * GET /v2/repositories and /v2/repositories/{id} (document 001 §7 "Listings"): the vocabularies a
 * listing's fields take their values from. The documents name the calls, not their answers; ours
 * is one entry per vocabulary, its values in the words of document 001 §3.
 */
export interface ListingRepository {
  id: ListingRepositoryId;
  values: Array<{ value: string; code?: number }>;
}

const plain = (values: readonly string[]) => values.map((value) => ({ value }));
const union = (...lists: ReadonlyArray<readonly string[]>) => plain([...new Set(lists.flat())]);

/** Document 001 §3 "Types and vocabulary" and the "Default filter options offered". */
const REPOSITORIES = {
  transactionTypes: () => plain(TRANSACTION_TYPES),
  // "numeric codes 1 to 7 map to the first seven"
  propertyTypes: () => PROPERTY_TYPES.map((value, index) => (index < 7 ? { value, code: index + 1 } : { value })),
  listingClasses: () => plain(LISTING_CLASSES),
  categories: () => Object.entries(LISTING_CATEGORIES).map(([value, code]) => ({ value, code })),
  areaUnits: () => plain(AREA_UNITS),
  geocodeLevels: () => plain(GEOCODE_LEVELS),
  amenities: () =>
    union(
      ['Lift', 'Terrace', 'Garden', 'Garage', 'Furnished'],
      ['Balcony', 'Terrace', 'Parking', 'Lift', 'AirConditioning', 'Alarm'],
    ),
  proximities: () =>
    union(['Beach', 'TownCentre', 'Sea'], ['PublicTransport', 'Highway', 'Shops', 'Park', 'SportCenter', 'TownCentre']),
  viewLandscapes: () =>
    union(
      ['City', 'Forest', 'Garden', 'Hills', 'Lake', 'Mountains', 'Sea'],
      ['City', 'Countryside', 'Courtyard', 'Forest', 'Garden', 'Greenery'],
    ),
  orientations: () => plain(['South', 'East', 'West', 'North']),
  roomFilterKinds: () => plain(['WithRooms', 'WithoutRooms']),
  projectCompanyRoles: () => plain(PROJECT_COMPANY_ROLES),
} as const;

export type ListingRepositoryId = keyof typeof REPOSITORIES;
export const LISTING_REPOSITORY_IDS = Object.keys(REPOSITORIES) as ListingRepositoryId[];

export function isListingRepositoryId(id: string): id is ListingRepositoryId {
  return Object.prototype.hasOwnProperty.call(REPOSITORIES, id);
}

/** Every repository, in a stable order. */
export function listingRepositories(): ListingRepository[] {
  return LISTING_REPOSITORY_IDS.map((id) => ({ id, values: REPOSITORIES[id]() }));
}

/** One repository, or undefined for an id the service does not keep. */
export function listingRepository(id: string): ListingRepository | undefined {
  return isListingRepositoryId(id) ? { id, values: REPOSITORIES[id]() } : undefined;
}
