import type { SpecialSearch } from '../portal/urlWords/UrlWords';
import type { Search } from './SearchFilters';

interface SpecialSearchPreset {
  /** Whether a (normalised) search is exactly what the combination stands for. */
  matches(search: Search): boolean;
  /** The search without the parts the combination's slug carries. */
  without(search: Search): Search;
  /** The combination laid over a search: its fields replace what the query said about them. */
  apply(search: Search): Search;
}

const GARDEN_AND_GARAGE = ['Garage', 'Garden'];
export const CHEAPER_THAN_MAX_PRICE = 100000;

/** Document 001 §3: GardenAndGarage (amenities Garden and Garage, no proximities), CheaperThan100k (price max 100000, sorted by price). */
export const SPECIAL_SEARCH_PRESETS: Readonly<Record<SpecialSearch, SpecialSearchPreset>> = {
  GardenAndGarage: {
    matches: ({ filters }) =>
      filters.amenities?.length === 2 &&
      GARDEN_AND_GARAGE.every((a) => filters.amenities!.includes(a)) &&
      !filters.proximities?.length,
    without: ({ filters: { amenities: _amenities, ...filters }, params }) => ({ filters, params }),
    apply: ({ filters: { proximities: _proximities, ...filters }, params }) => ({
      filters: { ...filters, amenities: [...GARDEN_AND_GARAGE] },
      params,
    }),
  },
  CheaperThan100k: {
    matches: ({ filters, params }) => filters.price?.max === CHEAPER_THAN_MAX_PRICE && params.sort === 'priceAsc',
    without: ({ filters: { price, ...filters }, params: { sort: _sort, ...params } }) => ({
      filters: price?.min === undefined ? filters : { ...filters, price: { min: price.min } },
      params,
    }),
    apply: ({ filters, params }) => ({
      filters: { ...filters, price: { ...filters.price, max: CHEAPER_THAN_MAX_PRICE } },
      params: { ...params, sort: 'priceAsc' },
    }),
  },
};
