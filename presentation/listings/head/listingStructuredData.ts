import type { Listing, PropertyType } from '#domain/listings/Listing';
import { toSquareMeters } from '#domain/portal/AreaUnits';
import { absolute } from '#presentation/shared/head/absolute';

/** schema.org types for what is on offer; anything without a closer type is an Accommodation or a Place. */
const ITEM_TYPES: Readonly<Record<PropertyType, string>> = {
  Apartment: 'Apartment',
  House: 'SingleFamilyResidence',
  Building: 'Residence',
  PlotOfLand: 'Landform',
  ParkingPlace: 'ParkingFacility',
  CommercialGround: 'Place',
  Room: 'Room',
  Boat: 'Product',
};

export interface StructuredDataInput {
  listing: Listing;
  /** Cut at 110 (document 000 §9). */
  headline: string;
  description: string;
  url: string;
  origin: string;
}

/**
 * JSON-LD for search engines: a RealEstateListing whose offer is the published price (the
 * original currency, the amount the seller stands by) and whose subject is the property.
 * The street address and exact coordinates are given only when the publisher shows them.
 */
export function listingStructuredData({
  listing,
  headline,
  description,
  url,
  origin,
}: StructuredDataInput): Record<string, unknown> {
  const original = listing.price.values.find((value) => value.type === 'Original');
  const { location } = listing;
  const living = listing.area.living?.find((area) => area.original) ?? listing.area.living?.[0];
  const offer =
    listing.price.show && original
      ? {
          '@type': 'Offer',
          price: original.value,
          priceCurrency: original.currencyId,
          businessFunction:
            listing.transactionType === 'Rent'
              ? 'http://purl.org/goodrelations/v1#LeaseOut'
              : 'http://purl.org/goodrelations/v1#Sell',
          availability: listing.isArchived ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock',
          ...(listing.transactionType === 'Rent' && {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: original.value,
              priceCurrency: original.currencyId,
              unitCode: 'MON',
            },
          }),
        }
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    headline,
    name: headline,
    description,
    datePosted: listing.meta.creationDate,
    dateModified: listing.meta.date,
    image: listing.images.slice(0, 10).map((image) => absolute(image.url, origin)),
    ...(offer && { offers: offer }),
    about: {
      '@type': ITEM_TYPES[listing.type],
      ...(listing.numberOf.rooms ? { numberOfRooms: listing.numberOf.rooms } : {}),
      ...(listing.numberOf.bedrooms !== undefined ? { numberOfBedrooms: listing.numberOf.bedrooms } : {}),
      ...(listing.numberOf.bathrooms !== undefined ? { numberOfBathroomsTotal: listing.numberOf.bathrooms } : {}),
      ...(living && {
        floorSize: {
          '@type': 'QuantitativeValue',
          value: Math.round(toSquareMeters(living.value, living.unit)),
          unitCode: 'MTK',
        },
      }),
      ...(listing.constructionYear ? { yearBuilt: listing.constructionYear } : {}),
      address: {
        '@type': 'PostalAddress',
        ...(location.showAddress && location.address ? { streetAddress: location.address } : {}),
        ...(location.postcode ? { postalCode: location.postcode } : {}),
        addressLocality: location.locality,
        addressCountry: location.countryISO,
      },
      ...(location.showAddress && {
        geo: { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude },
      }),
    },
  };
}
