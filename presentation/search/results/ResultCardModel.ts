import type {
  Areas,
  Listing,
  ListingClass,
  ListingImage,
  Price,
  PropertyType,
  TransactionType,
} from '#domain/listings/Listing';
import type { SearchListing } from '#domain/search/results/SearchResult';

/** Photos a card can flip through; the rest belong to the listing page. */
export const CARD_PHOTOS = 5;

/**
 * What a result card needs of a listing: enough for the domain's title, price and facts views
 * and the map marker, nothing more. The page's HTML carries 20 of these, so descriptions and
 * contacts stay on the listing page.
 */
export interface ResultCardModel {
  id: number;
  listingClass: ListingClass;
  /** Where its page lives (a project's own listing and a unit live under the project). */
  projectId?: number;
  migratedToProjectId?: number;
  category: Listing['category'];
  transactionType: TransactionType;
  type: PropertyType;
  subType?: string;
  title: string;
  /** The owner's title in the visitor's language, when published (listingTitle reads it). */
  descriptions: Record<string, { title: string; description: string }>;
  price: Price;
  area: Areas;
  numberOf: Listing['numberOf'];
  floor?: number;
  constructionYear?: number;
  location: Pick<
    Listing['location'],
    'placeId' | 'locality' | 'postcode' | 'latitude' | 'longitude' | 'showAddress' | 'address' | 'countryISO'
  >;
  images: ListingImage[];
  isNearby: boolean;
  isUnread: boolean;
  updated: string;
}

export function toResultCard(listing: SearchListing, language: string): ResultCardModel {
  const own = listing.descriptions[language];
  const { placeId, locality, postcode, latitude, longitude, showAddress, address, countryISO } = listing.location;
  return {
    id: listing.id,
    listingClass: listing.listingClass,
    ...(listing.projectId !== undefined && { projectId: listing.projectId }),
    ...(listing.migratedToProjectId !== undefined && { migratedToProjectId: listing.migratedToProjectId }),
    category: listing.category,
    transactionType: listing.transactionType,
    type: listing.type,
    ...(listing.subType !== undefined && { subType: listing.subType }),
    title: listing.title,
    descriptions: own?.title ? { [language]: { title: own.title, description: '' } } : {},
    price: listing.price,
    area: listing.area,
    numberOf: listing.numberOf,
    ...(listing.floor !== undefined && { floor: listing.floor }),
    ...(listing.constructionYear !== undefined && { constructionYear: listing.constructionYear }),
    location: {
      placeId,
      locality,
      latitude,
      longitude,
      showAddress,
      countryISO,
      ...(postcode !== undefined && { postcode }),
      ...(showAddress && address !== undefined && { address }),
    },
    images: listing.images.slice(0, CARD_PHOTOS),
    isNearby: listing.isNearby,
    isUnread: listing.isUnread,
    updated: listing.meta.date,
  };
}
