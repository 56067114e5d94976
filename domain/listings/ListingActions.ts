import { GEOCODE_LEVELS, type GeocodeLevel, type Listing } from './Listing';

export type UnavailableReason = 'archived' | 'notForSale' | 'geocodeNotExact';
export type ActionAvailability = { available: true } | { available: false; reason: UnavailableReason };

/** The contact actions of a listing page (lead types lead, tour and ListingAddress, document 001 §3). */
export interface ListingActions {
  lead: ActionAvailability;
  tour: ActionAvailability;
  listingAddress: ActionAvailability;
}

/**
 * Document 002 §6 says the listing address "needs an exact-enough geocode". Our threshold is
 * Postcode, the finest level the documents list (NotAvailable, Country, State, District, City,
 * Postcode): at City level and coarser the coordinates are a town or region centroid, so an
 * address request or an address pin would point at the wrong street.
 */
export const MINIMUM_ADDRESS_GEOCODE: GeocodeLevel = 'Postcode';

export type ActionableListing = Pick<Listing, 'isArchived' | 'transactionType'> & {
  location: Pick<Listing['location'], 'geocodeLevel'>;
};

/**
 * Document 002 §6: "Lead, tour and other actions are unavailable on archived listings. Tours
 * need a sale listing. Listing address needs an exact-enough geocode." Archived wins over every
 * other reason, because it is the one the visitor can do nothing about.
 */
export function listingActions(listing: ActionableListing): ListingActions {
  if (listing.isArchived) {
    const archived = unavailable('archived');
    return { lead: archived, tour: archived, listingAddress: archived };
  }
  return {
    lead: AVAILABLE,
    tour: listing.transactionType === 'Sell' ? AVAILABLE : unavailable('notForSale'),
    listingAddress: isExactEnough(listing.location.geocodeLevel) ? AVAILABLE : unavailable('geocodeNotExact'),
  };
}

export function isExactEnough(level: GeocodeLevel): boolean {
  return GEOCODE_LEVELS.indexOf(level) >= GEOCODE_LEVELS.indexOf(MINIMUM_ADDRESS_GEOCODE);
}

const AVAILABLE: ActionAvailability = { available: true };

function unavailable(reason: UnavailableReason): ActionAvailability {
  return { available: false, reason };
}
