/**
 * The valued property (document 002 §3 "Property (valuation)") and its vocabulary (§5 "Wizard fields").
 */
export const PROPERTY_TYPES = ['Apartment', 'House'] as const;
export type ValuationPropertyType = (typeof PROPERTY_TYPES)[number];

/** Document 002 §5 Subtype: "Apartment: Apartment, Attic, TerracedApartment, StudioApartment. House: DetachedHouse, Semi-detachedHouse, Farmhouse". */
export const SUBTYPES: Readonly<Record<ValuationPropertyType, readonly string[]>> = {
  Apartment: ['Apartment', 'Attic', 'TerracedApartment', 'StudioApartment'],
  House: ['DetachedHouse', 'Semi-detachedHouse', 'Farmhouse'],
};

/** Document 002 §5 Amenities: "any of Balcony, Terrace, Parking, Lift, AirConditioning, Alarm, Garage, Garden, SwimmingPool". */
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
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** Document 002 §5 Condition. */
export const CONDITIONS = ['RequiresRenovation', 'GoodCondition', 'ExcellentCondition', 'New'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** Document 002 §5 Selling intent. */
export const SELLING_INTENTS = [
  'SellAsap',
  'SellIn6To12Months',
  'SellInMoreThan1Year',
  'WantToBuy',
  'AlreadyInSell',
  'JustCurious',
] as const;
export type SellingIntent = (typeof SELLING_INTENTS)[number];

/** Document 002 §1: "The same wizard is used with three origins". */
export const ORIGINS = ['PropertyValuationWizard', 'PowerBuyerWizard', 'AgentProfileWizard'] as const;
export type ValuationOrigin = (typeof ORIGINS)[number];

/** The product offering attached for the agent-profile origin (document 002 §1 "sell-with-an-agent"). */
export const SELL_WITH_AGENT_OFFERING = 'SellWithAnAgent';

export interface PropertyLocation {
  street?: string;
  houseNumber?: string;
  postCode?: string;
  city?: string;
  countryISO?: string;
  placeId?: string;
  latitude?: number;
  longitude?: number;
}

export interface PriceRange {
  min: number;
  avg: number;
  max: number;
}

/** What the wizard's form fields hold: every field optional until its rule says otherwise. */
export interface PropertyFields {
  location?: PropertyLocation;
  propertyType?: ValuationPropertyType;
  propertySubType?: string;
  numberOf?: { rooms?: number; bedrooms?: number; bathrooms?: number };
  area?: { living?: number; land?: number };
  amenities?: Amenity[];
  constructionYear?: number;
  condition?: Condition;
  sellingIntent?: SellingIntent;
  price?: { expected?: number; currency?: string };
}

/** A comparable listing an estimate used, with its price brought to the valued property. */
export interface Comparable {
  listingId: number;
  /** The listing's title as published (in its own language). */
  title: string;
  /**
   * Its title in every language it has one, shown in the page's language by comparableTitle
   * (absent from valuations stored before the comparables kept them: those show `title`).
   */
  titles?: Record<string, string>;
  locality: string;
  distanceM: number;
  livingArea: number;
  rooms?: number;
  constructionYear?: number;
  price: number;
  /** The comparable's price adjusted by the hedonic model to the valued property's characteristics. */
  adjustedPrice: number;
  currency: string;
  createdAt: string;
}

/** How an estimate came about (document: "the estimate shown with the comparables it used and the range explained"). */
export interface ValuationExplanation {
  /** The hedonic model's value alone, and the comparables' adjusted median alone. */
  modelValue: number;
  comparablesValue: number | null;
  /** Weight of the comparables in the blend, 0 to 1. */
  comparablesWeight: number;
  /**
   * The model's typical error at the place: the median absolute log error expected there (measured
   * on held-out listings, scaled by the town's spread), and how many of the town's listings it rests on.
   */
  localError: number;
  localSampleSize: number;
  /** Share of held-out prices the range holds at this width (the target coverage). */
  coverage: number;
}

export interface Valuation {
  id: number;
  createdAt: string;
  price: PriceRange;
  currency: string;
  comparables: Comparable[];
  explanation: ValuationExplanation;
}

export interface SelectedAgent {
  userId: number;
  accountId?: number;
}

/** The property as the properties service answers it (document 002 §3). */
export interface Property extends PropertyFields {
  id: number;
  notificationsEnabled: boolean;
  origin: ValuationOrigin;
  referer?: string;
  portalId: string;
  selectedAgents: SelectedAgent[];
  productOfferings: { productOfferingId: string }[];
  latestValuation?: Valuation;
  isArchived: boolean;
  isValuationPostponed: boolean;
  consentGiven: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Document 002 §4: "A valuation is complete when the latest valuation holds min, avg and max." */
export function isValuationComplete(property: Pick<Property, 'latestValuation'>): boolean {
  const price = property.latestValuation?.price;
  return !!price && [price.min, price.avg, price.max].every((value) => Number.isFinite(value));
}

/** The property's name in messages ('Valuation.PropertiesPage.DeleteProperty.Success' with propertyName). */
export function propertyName(property: Pick<PropertyFields, 'location'>): string {
  const { street, houseNumber, city } = property.location ?? {};
  const line = [street, houseNumber].filter(Boolean).join(' ');
  return [line, city].filter(Boolean).join(', ');
}
