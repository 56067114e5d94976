import type { ListingCategory, PropertyType, TransactionType } from '#domain/listings/Listing';

/** Amenities, proximities, views and orientations from documents 001 §3 and 002 §5. */
export const AMENITIES = [
  'Balcony',
  'Terrace',
  'Parking',
  'Lift',
  'AirConditioning',
  'Alarm',
  'Garage',
  'Garden',
  'SwimmingPool',
  'Furnished',
] as const;
export const PROXIMITIES = [
  'PublicTransport',
  'Highway',
  'Shops',
  'Park',
  'SportCenter',
  'TownCentre',
  'Beach',
  'Sea',
] as const;
export const VIEWS = [
  'City',
  'Forest',
  'Garden',
  'Hills',
  'Lake',
  'Mountains',
  'Sea',
  'Countryside',
  'Courtyard',
  'Greenery',
] as const;
export const ORIENTATIONS = ['South', 'East', 'West', 'North'] as const;

/** How often each type is offered, per transaction: flats dominate rentals, plots are rarely let. */
export const TYPE_WEIGHTS: Readonly<Record<TransactionType, readonly (readonly [PropertyType, number])[]>> = {
  Sell: [
    ['Apartment', 44],
    ['House', 30],
    ['PlotOfLand', 6],
    ['Building', 4],
    ['ParkingPlace', 5],
    ['CommercialGround', 8],
    ['Boat', 1],
    ['Room', 0.5],
  ],
  Rent: [
    ['Apartment', 58],
    ['House', 11],
    ['Room', 10],
    ['ParkingPlace', 9],
    ['CommercialGround', 9],
    ['Building', 1],
    ['PlotOfLand', 1],
    ['Boat', 1],
  ],
};

/** Sub-types per type; the first ones are the valuation wizard's (document 002 §5). */
export const SUB_TYPES: Readonly<Record<PropertyType, readonly (readonly [string, number])[]>> = {
  Apartment: [
    ['Apartment', 55],
    ['Attic', 8],
    ['TerracedApartment', 7],
    ['StudioApartment', 10],
    ['Duplex', 8],
    ['Penthouse', 5],
    ['Loft', 4],
  ],
  House: [
    ['DetachedHouse', 45],
    ['Semi-detachedHouse', 18],
    ['Farmhouse', 8],
    ['TerracedHouse', 14],
    ['Villa', 10],
    ['Chalet', 5],
  ],
  Building: [
    ['ApartmentBuilding', 70],
    ['MixedUseBuilding', 30],
  ],
  PlotOfLand: [
    ['BuildingLand', 75],
    ['AgriculturalLand', 25],
  ],
  ParkingPlace: [
    ['IndoorParking', 60],
    ['OutdoorParking', 25],
    ['Garage', 15],
  ],
  CommercialGround: [
    ['Office', 45],
    ['Retail', 30],
    ['Warehouse', 15],
    ['Restaurant', 10],
  ],
  Room: [['SharedRoom', 1]],
  Boat: [
    ['Sailboat', 50],
    ['Motorboat', 50],
  ],
};

/** Plan tiers by share of ordinary listings; the expensive end is drawn separately. */
export const CATEGORY_WEIGHTS: readonly (readonly [ListingCategory, number])[] = [
  ['basic', 30],
  ['basicPlus', 10],
  ['classic', 26],
  ['premium', 18],
  ['premiumPlus', 10],
  ['global', 6],
];
export const TOP_CATEGORY_WEIGHTS: readonly (readonly [ListingCategory, number])[] = [
  ['luxury', 45],
  ['elite', 20],
  ['global', 20],
  ['premiumPlus', 15],
];

/** Swiss listings count rooms in halves, including the living room. */
export const SWISS_ROOMS: readonly (readonly [number, number])[] = [
  [1, 3],
  [1.5, 6],
  [2, 4],
  [2.5, 14],
  [3, 5],
  [3.5, 22],
  [4, 4],
  [4.5, 20],
  [5, 2],
  [5.5, 10],
  [6.5, 5],
  [7.5, 2],
];
export const ROOMS: readonly (readonly [number, number])[] = [
  [1, 8],
  [2, 22],
  [3, 30],
  [4, 22],
  [5, 11],
  [6, 5],
  [7, 2],
];

export const MEDITERRANEAN = new Set(['ES', 'PT', 'IT', 'FR']);
