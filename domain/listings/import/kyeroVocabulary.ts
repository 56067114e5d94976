import type { PropertyType } from '../Listing';

/**
 * Kyero v3 writes the type as free text in English (<type>villa</type>). The words its exporters
 * use, lower-cased, with the portal's type and sub-type (GET /v2/repositories); any other word is
 * refused, never mapped to a look-alike.
 */
export const KYERO_TYPES: Readonly<Record<string, { type: PropertyType; subType?: string }>> = {
  apartment: { type: 'Apartment', subType: 'Apartment' },
  flat: { type: 'Apartment', subType: 'Apartment' },
  studio: { type: 'Apartment', subType: 'StudioApartment' },
  penthouse: { type: 'Apartment', subType: 'Penthouse' },
  duplex: { type: 'Apartment', subType: 'Duplex' },
  loft: { type: 'Apartment', subType: 'Loft' },
  'ground floor apartment': { type: 'Apartment', subType: 'Apartment' },
  house: { type: 'House', subType: 'DetachedHouse' },
  'detached house': { type: 'House', subType: 'DetachedHouse' },
  villa: { type: 'House', subType: 'Villa' },
  chalet: { type: 'House', subType: 'Chalet' },
  bungalow: { type: 'House', subType: 'DetachedHouse' },
  'semi-detached house': { type: 'House', subType: 'Semi-detachedHouse' },
  townhouse: { type: 'House', subType: 'TerracedHouse' },
  'town house': { type: 'House', subType: 'TerracedHouse' },
  'terraced house': { type: 'House', subType: 'TerracedHouse' },
  finca: { type: 'House', subType: 'Farmhouse' },
  'country house': { type: 'House', subType: 'Farmhouse' },
  cortijo: { type: 'House', subType: 'Farmhouse' },
  building: { type: 'Building' },
  'apartment block': { type: 'Building' },
  plot: { type: 'PlotOfLand' },
  land: { type: 'PlotOfLand' },
  commercial: { type: 'CommercialGround' },
  office: { type: 'CommercialGround' },
  shop: { type: 'CommercialGround' },
  restaurant: { type: 'CommercialGround' },
  warehouse: { type: 'CommercialGround', subType: 'Warehouse' },
  garage: { type: 'ParkingPlace' },
  parking: { type: 'ParkingPlace' },
  room: { type: 'Room' },
  boat: { type: 'Boat' },
  houseboat: { type: 'Boat' },
};

/**
 * Kyero's <features> are free text. The phrases that name one of the portal's amenities (matched
 * as whole words, lower-cased); other features are kept by no field and left out.
 */
export const KYERO_AMENITIES: readonly (readonly [RegExp, string])[] = [
  [/\b(private |communal )?(swimming )?pool\b/u, 'SwimmingPool'],
  [/\bair[ -]?con(ditioning)?\b/u, 'AirConditioning'],
  [/\b(lift|elevator)\b/u, 'Lift'],
  [/\bgarage\b/u, 'Garage'],
  [/\b(parking|car port|carport)\b/u, 'Parking'],
  [/\bgarden\b/u, 'Garden'],
  [/\bterrace\b/u, 'Terrace'],
  [/\bbalcony\b/u, 'Balcony'],
  [/\bfurnished\b/u, 'Furnished'],
  [/\b(alarm|security system)\b/u, 'Alarm'],
];

/** Kyero v3 surfaces are square metres; some exporters say so, or say square feet, in a `unit` attribute. */
export const KYERO_AREA_UNITS: Readonly<Record<string, 'SquareMeter' | 'SquareFoot'>> = {
  m2: 'SquareMeter',
  sqm: 'SquareMeter',
  'm²': 'SquareMeter',
  sqft: 'SquareFoot',
  'sq ft': 'SquareFoot',
  ft2: 'SquareFoot',
};
