import type { PropertyType, TransactionType } from '../listings/Listing';

/** Document 001 §3: "Price alert types: Drop and Increase"; a new listing is the third kind of news. */
export type AlertChange = 'New' | 'Drop' | 'Increase';

/**
 * A listing that is news to the saved searches (a new listing, or a price drop or increase), as
 * the alert job reads it from the listings' change log: what the reverse match needs and what a
 * digest shows.
 */
export interface AlertEvent {
  listingId: number;
  change: AlertChange;
  transactionType: TransactionType;
  type: PropertyType;
  subType: string | null;
  /** The listing's place and every place above it (locality, region, country). */
  placeIds: readonly string[];
  accountId: number | null;
  agentUserId: number | null;
  latitude: number;
  longitude: number;
  /** The price in EUR (listings.price_eur) the price filter is compared with. */
  priceEur: number;
  /** Before the change, EUR, for drops and increases. */
  previousPriceEur: number | null;
  rooms: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  /** Square metres. */
  livingArea: number | null;
}
