/**
 * Facets a search can count (document 001 §7, "facet" query parameter). Term facets count
 * listings per value; range facets count them per bucket of `interval` (price in the search's
 * currency, living area in m²). `places` counts per child place of the searched place.
 */
export const TERM_FACETS = [
  'transactionType',
  'types',
  'subTypes',
  'classes',
  'categories',
  'amenities',
  'proximities',
  'viewLandscapes',
  'orientations',
  'rooms',
  'bedrooms',
  'bathrooms',
  'floors',
  'postcode',
  'places',
] as const;
export const RANGE_FACETS = ['price', 'livingArea'] as const;
export const FACET_NAMES = [...TERM_FACETS, ...RANGE_FACETS] as const;

export type TermFacetName = (typeof TERM_FACETS)[number];
export type RangeFacetName = (typeof RANGE_FACETS)[number];
export type FacetName = (typeof FACET_NAMES)[number];

export const FACET_SORTS = ['count', '-count', 'value', '-value'] as const;
export type FacetSort = (typeof FACET_SORTS)[number];

/** Document 001 §9: "facets fetch 25". */
export const DEFAULT_FACET_COUNT = 25;
export const MAX_FACET_COUNT = 1000;

export interface FacetSpec {
  name: FacetName;
  count: number;
  sort: FacetSort;
  /** Only these values, each with its count (zero when no listing has it). */
  values?: string[];
  /** Bucket width of a range facet. */
  interval?: number;
}

export interface FacetValue {
  value: string;
  count: number;
  /** Bucket bounds of a range facet: min inclusive, max exclusive. */
  min?: number;
  max?: number;
}

export interface Facet {
  name: FacetName;
  values: FacetValue[];
}

export const isRangeFacet = (name: FacetName): name is RangeFacetName =>
  (RANGE_FACETS as readonly string[]).includes(name);
