import type { PropertyType, TransactionType } from '#domain/listings/Listing';
import type { NumberRange, SearchFilters } from '#domain/search/SearchFilters';

/** Document 001 §3: "orientations South, East, West, North". */
export const ORIENTATIONS = ['South', 'East', 'West', 'North'] as const;
/** Room counts offered in the selects; the filter accepts any non-negative integer. */
export const ROOM_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const MIN_COUNT_OPTIONS = [1, 2, 3, 4, 5] as const;

/** The filter form's fields: numbers as typed (strings), so a half-typed value is kept and judged by the schema. */
export interface FilterFormValues {
  transactionType: TransactionType;
  types: PropertyType[];
  priceMin: string;
  priceMax: string;
  roomsMin: string;
  roomsMax: string;
  bedroomsMin: string;
  bathroomsMin: string;
  areaMin: string;
  areaMax: string;
  amenities: string[];
  proximities: string[];
  viewLandscapes: string[];
  orientations: string[];
  projectsOnly: boolean;
  ref: string;
  availableFromMax: string;
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));
const number = (value: string): number | undefined =>
  value.trim() === '' ? undefined : Number(value.trim().replace(',', '.'));
const range = (min: string, max: string, base?: NumberRange): NumberRange | undefined => {
  const out: NumberRange = { ...base, min: number(min), max: number(max) };
  return out.min === undefined && out.max === undefined ? undefined : out;
};

export function toFormValues(filters: SearchFilters): FilterFormValues {
  return {
    transactionType: filters.transactionType ?? 'Sell',
    types: filters.types ?? [],
    priceMin: text(filters.price?.min),
    priceMax: text(filters.price?.max),
    roomsMin: text(filters.numberOf?.rooms?.min),
    roomsMax: text(filters.numberOf?.rooms?.max),
    bedroomsMin: text(filters.numberOf?.bedrooms?.min),
    bathroomsMin: text(filters.numberOf?.bathrooms?.min),
    areaMin: text(filters.area?.living?.min),
    areaMax: text(filters.area?.living?.max),
    amenities: filters.amenities ?? [],
    proximities: filters.proximities ?? [],
    viewLandscapes: filters.viewLandscapes ?? [],
    orientations: filters.orientations ?? [],
    projectsOnly: filters.classes?.length === 1 && filters.classes[0] === 'ProjectListing',
    ref: filters.ref ?? '',
    availableFromMax: filters.availableFrom?.max ?? '',
  };
}

/**
 * The search filters a (valid) form stands for, laid over the current ones: what the form does
 * not show (sub-types, preferred lists, floors, studios, luxury, maxima of bedrooms) is kept,
 * except sub-types when the property types change, since they belong to the types.
 */
export function toFilters(values: FilterFormValues, base: SearchFilters): SearchFilters {
  const typesChanged = [...(base.types ?? [])].sort().join() !== [...values.types].sort().join();
  const otherClasses = (base.classes ?? []).filter((kind) => kind !== 'ProjectListing');
  const bedrooms =
    values.bedroomsMin === '' && base.numberOf?.bedrooms?.max === undefined
      ? undefined
      : { ...base.numberOf?.bedrooms, min: number(values.bedroomsMin) };
  const bathrooms =
    values.bathroomsMin === '' && base.numberOf?.bathrooms?.max === undefined
      ? undefined
      : { ...base.numberOf?.bathrooms, min: number(values.bathroomsMin) };
  const living = range(values.areaMin, values.areaMax, base.area?.living);
  return {
    ...base,
    transactionType: values.transactionType,
    types: values.types.length > 0 ? values.types : undefined,
    subTypes: typesChanged ? undefined : base.subTypes,
    price: range(values.priceMin, values.priceMax),
    numberOf: { rooms: range(values.roomsMin, values.roomsMax), bedrooms, bathrooms },
    area: living ? { living } : undefined,
    amenities: values.amenities.length > 0 ? values.amenities : undefined,
    proximities: values.proximities.length > 0 ? values.proximities : undefined,
    viewLandscapes: values.viewLandscapes.length > 0 ? values.viewLandscapes : undefined,
    orientations: values.orientations.length > 0 ? values.orientations : undefined,
    classes: values.projectsOnly ? ['ProjectListing'] : otherClasses.length > 0 ? otherClasses : undefined,
    ref: values.ref.trim() || undefined,
    availableFrom:
      values.transactionType === 'Rent' && values.availableFromMax
        ? { ...base.availableFrom, max: values.availableFromMax }
        : undefined,
  };
}

/** How many kinds of filter are on beyond where and buy-or-rent (the badge on the phone's Filters button). */
export function activeFilterCount(filters: SearchFilters): number {
  const on = [
    filters.types?.length,
    filters.subTypes?.length,
    isRange(filters.price),
    isRange(filters.numberOf?.rooms),
    isRange(filters.numberOf?.bedrooms),
    isRange(filters.numberOf?.bathrooms),
    isRange(filters.area?.living),
    filters.amenities?.length,
    filters.proximities?.length,
    filters.viewLandscapes?.length,
    filters.orientations?.length,
    filters.classes?.length,
    filters.ref,
    filters.availableFrom?.max,
    filters.luxury,
    filters.studios,
  ];
  return on.filter(Boolean).length;
}

const isRange = (value: NumberRange | undefined) => value?.min !== undefined || value?.max !== undefined;
