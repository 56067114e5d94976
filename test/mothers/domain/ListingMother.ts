import type { Listing } from '#domain/listings/Listing';

/**
 * Object Mother for tests and Gherkin steps: a complete, plausible listing (a classic
 * apartment for sale in Geneva) that a test changes only where its rule looks.
 */
export function aListing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: 1001,
    originalId: 'ext-1001',
    reference: 'GE-1001',
    categoryId: 1,
    category: 'classic',
    listingClass: 'PropertyListing',
    isArchived: false,
    transactionType: 'Sell',
    type: 'Apartment',
    title: 'Bright 4.5-room apartment with lake view',
    language: 'en',
    descriptionFull: 'A bright apartment close to the lake.',
    descriptions: {},
    price: { show: true, interval: 'Once', values: [{ type: 'Original', value: 1_250_000, currencyId: 'CHF' }] },
    area: { living: [{ value: 120, unit: 'SquareMeter', original: true }] },
    numberOf: { rooms: 4.5, bedrooms: 3, bathrooms: 2 },
    floor: 3,
    constructionYear: 1998,
    amenities: ['Lift', 'Balcony'],
    proximities: [],
    views: ['Lake'],
    orientations: ['South'],
    ratings: [],
    location: {
      placeId: 'ChIJ6-LQkwZljEcRObwLezWVtqA',
      countryISO: 'CH',
      showAddress: true,
      address: 'Rue du Rhône 1',
      postcode: '1204',
      locality: 'Genève',
      latitude: 46.2044,
      longitude: 6.1432,
      geocodeLevel: 'Postcode',
      placePath: [],
    },
    images: [],
    contactUsers: [{ userId: 77, type: 'Agent' }],
    relatedAccounts: [{ accountId: 501, type: 'Vendor' }],
    allowContactDisplay: true,
    meta: { date: '2025-01-10T08:00:00Z', creationDate: '2024-12-01T08:00:00Z' },
    ...overrides,
  };
}
