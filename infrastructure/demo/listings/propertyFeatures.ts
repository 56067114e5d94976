import type { PropertyType, TransactionType } from '#domain/listings/Listing';
import type { Random } from '../Random';
import { AMENITIES, MEDITERRANEAN, ORIENTATIONS, ROOMS, SWISS_ROOMS } from './listingVocabulary';

export interface PropertyFeatures {
  rooms?: number;
  bedrooms?: number;
  bathrooms?: number;
  floors?: number;
  floor?: number;
  livingM2?: number;
  landM2?: number;
  amenities: string[];
  views: string[];
  proximities: string[];
  orientations: string[];
  constructionYear?: number;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** Sizes and features that belong together: a studio has one room, a villa a garden, a garage no view. */
export function propertyFeatures(
  type: PropertyType,
  subType: string,
  transaction: TransactionType,
  countryIso: string,
  rng: Random,
): PropertyFeatures {
  const f: PropertyFeatures = { amenities: [], views: [], proximities: [], orientations: [] };
  const swiss = countryIso === 'CH';
  switch (type) {
    case 'Apartment': {
      f.rooms = subType === 'StudioApartment' ? 1 : rng.weighted(swiss ? SWISS_ROOMS : ROOMS);
      if (subType === 'Penthouse' || subType === 'Duplex') f.rooms = Math.max(f.rooms, swiss ? 4.5 : 4);
      f.bedrooms = Math.max(0, Math.floor(f.rooms) - 1);
      f.bathrooms = 1 + (f.rooms >= 4 ? 1 : 0) + (f.rooms >= 6 ? 1 : 0);
      f.livingM2 = round1((18 + f.rooms * 24) * rng.logNormalFactor(0.14) * (subType === 'Penthouse' ? 1.3 : 1));
      const storeys = rng.int(3, 9);
      f.floor = subType === 'Attic' || subType === 'Penthouse' ? storeys - 1 : rng.int(0, storeys - 1);
      f.floors = subType === 'Duplex' ? 2 : 1;
      break;
    }
    case 'House': {
      f.rooms = swiss
        ? rng.weighted([
            [4.5, 20],
            [5.5, 30],
            [6.5, 25],
            [7.5, 12],
            [8.5, 6],
          ])
        : rng.int(3, 8);
      f.bedrooms = Math.max(2, Math.floor(f.rooms) - 2);
      f.bathrooms = Math.min(5, 1 + Math.floor(f.rooms / 3));
      const villa = subType === 'Villa' || subType === 'Chalet';
      f.livingM2 = round1((40 + f.rooms * 26) * rng.logNormalFactor(0.16) * (villa ? 1.35 : 1));
      f.landM2 = Math.round(
        (subType === 'Farmhouse' ? 6000 : villa ? 1400 : subType === 'TerracedHouse' ? 220 : 650) *
          rng.logNormalFactor(0.45),
      );
      f.floors = rng.int(1, 3);
      break;
    }
    case 'Building':
      f.livingM2 = Math.round(700 * rng.logNormalFactor(0.5));
      f.landM2 = Math.round(f.livingM2 * rng.float(0.4, 1.2));
      f.floors = rng.int(3, 8);
      break;
    case 'PlotOfLand':
      f.landM2 = Math.round((subType === 'AgriculturalLand' ? 25_000 : 1100) * rng.logNormalFactor(0.6));
      break;
    case 'CommercialGround':
      f.livingM2 = Math.round((subType === 'Warehouse' ? 900 : 160) * rng.logNormalFactor(0.55));
      f.floor = rng.int(0, 3);
      break;
    case 'Room':
      f.rooms = 1;
      f.bedrooms = 1;
      f.bathrooms = 1;
      f.livingM2 = Math.round(rng.float(10, 24));
      break;
    case 'Boat':
      f.livingM2 = Math.round(rng.float(8, 45));
      break;
    case 'ParkingPlace':
      break;
  }
  if (type !== 'PlotOfLand' && type !== 'ParkingPlace' && type !== 'Boat') f.constructionYear = constructionYear(rng);
  f.amenities = amenities(type, f, transaction, countryIso, rng);
  // Candidates repeat some views to make them likelier; a listing names each view once.
  if (type !== 'ParkingPlace')
    f.views = [
      ...new Set(
        rng.sample(
          viewCandidates(countryIso, type),
          rng.weighted([
            [0, 3],
            [1, 5],
            [2, 2],
          ]),
        ),
      ),
    ];
  if (type !== 'Boat')
    f.proximities = rng.sample(proximityCandidates(countryIso), rng.int(type === 'PlotOfLand' ? 0 : 1, 4));
  if (type === 'Apartment' || type === 'House' || type === 'Room') {
    f.orientations = rng
      .sample(
        ORIENTATIONS,
        rng.weighted([
          [1, 5],
          [2, 4],
          [3, 1],
        ]),
      )
      .sort((a, b) => ORIENTATIONS.indexOf(a) - ORIENTATIONS.indexOf(b));
  }
  return f;
}

function constructionYear(rng: Random): number {
  const [from, to] = rng.weighted([
    [[1850, 1919], 8],
    [[1920, 1959], 12],
    [[1960, 1979], 22],
    [[1980, 1999], 24],
    [[2000, 2014], 20],
    [[2015, 2026], 14],
  ] as const);
  return rng.int(from, to);
}

function amenities(
  type: PropertyType,
  f: PropertyFeatures,
  transaction: TransactionType,
  countryIso: string,
  rng: Random,
): string[] {
  const warm = MEDITERRANEAN.has(countryIso) && countryIso !== 'FR';
  const p: Partial<Record<(typeof AMENITIES)[number], number>> =
    type === 'Apartment'
      ? {
          Balcony: 0.55,
          Lift: (f.floor ?? 0) >= 3 ? 0.8 : 0.35,
          Parking: 0.35,
          Terrace: 0.2,
          AirConditioning: warm ? 0.45 : 0.08,
          Alarm: 0.1,
          Garage: 0.2,
          Furnished: transaction === 'Rent' ? 0.2 : 0.03,
          SwimmingPool: warm ? 0.12 : 0.03,
          Garden: f.floor === 0 ? 0.35 : 0.02,
        }
      : type === 'House'
        ? {
            Garden: 0.85,
            Garage: 0.55,
            Parking: 0.5,
            Terrace: 0.5,
            Balcony: 0.3,
            SwimmingPool: warm ? 0.35 : 0.12,
            AirConditioning: warm ? 0.45 : 0.06,
            Alarm: 0.25,
            Furnished: 0.05,
          }
        : type === 'Building'
          ? { Lift: 0.5, Parking: 0.5, Garden: 0.3, Garage: 0.3 }
          : type === 'CommercialGround'
            ? { Lift: 0.4, AirConditioning: 0.55, Parking: 0.4, Alarm: 0.5 }
            : type === 'Room'
              ? { Furnished: 0.8, Balcony: 0.3, Lift: 0.3 }
              : type === 'ParkingPlace'
                ? { Alarm: 0.2 }
                : {};
  return AMENITIES.filter((a) => rng.chance(p[a] ?? 0));
}

function viewCandidates(countryIso: string, type: PropertyType): string[] {
  if (type === 'PlotOfLand') return ['Countryside', 'Hills', 'Mountains', 'Forest', 'Greenery'];
  if (type === 'Boat') return ['Sea', 'Lake'];
  const base = ['City', 'Garden', 'Greenery', 'Courtyard', 'Forest', 'Hills', 'Countryside'];
  if (countryIso === 'CH') return [...base, 'Lake', 'Mountains', 'Mountains', 'Lake'];
  if (countryIso === 'DE') return [...base, 'Lake', 'Mountains'];
  return [...base, 'Sea', 'Mountains', 'Sea'];
}

function proximityCandidates(countryIso: string): string[] {
  const base = ['PublicTransport', 'Shops', 'TownCentre', 'Park', 'SportCenter', 'Highway'];
  return MEDITERRANEAN.has(countryIso) ? [...base, 'Beach', 'Sea'] : base;
}
