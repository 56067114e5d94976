import * as yup from 'yup';
import { AREA_UNITS, PROPERTY_TYPES, TRANSACTION_TYPES } from '#domain/listings/Listing';
import { SORTINGS } from '#domain/portal/Portal';
import { SEARCH_LIST_MODES, SEARCH_LIST_SORTS } from '#application/search/ports';
import { SEARCH_MODES } from '#domain/search/results/SearchResult';
import { LOCATION_MODES, SEARCH_CLASSES } from '#domain/search/SearchFilters';
import { NOTIFICATION_CHANNELS, SAVE_SEARCH_ORIGINS } from '#domain/search/saved/SavedSearch';

/**
 * The shapes of the searches service's requests (document 001 §7). yup checks types and shapes,
 * naming the field at fault; the documents' rules on values ('min > max', ranges, dates, sortings)
 * are the domain's (validateSearch), so both adapters answer them the same way.
 */
const MAX_POLYGON_POINTS = 1000;
const MAX_POLYGONS = 20;
const MAX_LIST = 50;

const oneOf = <T extends string>(values: readonly T[], field: string) =>
  yup.string<T>().oneOf([...values], `${field} must be one of ${values.join(', ')}`);
const list = <T extends string>(
  field: string,
  item: yup.StringSchema<T | undefined> = yup.string() as yup.StringSchema<T | undefined>,
) =>
  yup
    .array(item.required())
    .max(MAX_LIST, `${field} may hold at most ${MAX_LIST} values`)
    .optional()
    .default(undefined);
const range = (field: string) =>
  yup
    .object({
      min: yup.number().typeError(`${field}.min must be a number`).optional(),
      max: yup.number().typeError(`${field}.max must be a number`).optional(),
    })
    .optional()
    .default(undefined);
const latLng = yup.object({
  lat: yup.number().typeError('lat must be a number').required('lat is required'),
  lng: yup.number().typeError('lng must be a number').required('lng is required'),
});
const polygon = (field: string) =>
  yup
    .array(latLng.required())
    .min(3, `${field} needs at least 3 points`)
    .max(MAX_POLYGON_POINTS, `${field} may hold at most ${MAX_POLYGON_POINTS} points`);
const viewport = yup.object({
  northeast: latLng.required('viewport.northeast is required'),
  southwest: latLng.required('viewport.southwest is required'),
});

export const filtersSchema = yup.object({
  transactionType: oneOf(TRANSACTION_TYPES, 'transactionType').optional(),
  types: list('types', oneOf(PROPERTY_TYPES, 'types')),
  subTypes: list('subTypes'),
  excludedTypes: list('excludedTypes', oneOf(PROPERTY_TYPES, 'excludedTypes')),
  classes: list('classes', oneOf(SEARCH_CLASSES, 'classes')),
  studios: yup.boolean().optional(),
  luxury: yup.boolean().optional(),
  numberOf: yup
    .object({
      rooms: range('numberOf.rooms'),
      bedrooms: range('numberOf.bedrooms'),
      bathrooms: range('numberOf.bathrooms'),
    })
    .optional()
    .default(undefined),
  amenities: list('amenities'),
  proximities: list('proximities'),
  viewLandscapes: list('viewLandscapes'),
  viewTypes: list('viewTypes'),
  orientations: list('orientations'),
  floors: list('floors'),
  preferredAmenities: list('preferredAmenities'),
  preferredProximities: list('preferredProximities'),
  preferredViewLandscapes: list('preferredViewLandscapes'),
  preferredViewTypes: list('preferredViewTypes'),
  preferredOrientations: list('preferredOrientations'),
  preferredFloors: list('preferredFloors'),
  location: yup
    .object({
      placeId: yup.string().max(200).optional(),
      polygon: polygon('location.polygon').optional().default(undefined),
      polygons: yup.array(polygon('location.polygons').required()).max(MAX_POLYGONS).optional().default(undefined),
      excludedPolygons: yup
        .array(polygon('location.excludedPolygons').required())
        .max(MAX_POLYGONS)
        .optional()
        .default(undefined),
      viewport: viewport.optional().default(undefined),
      exact: yup.boolean().optional(),
      mode: oneOf(LOCATION_MODES, 'location.mode').optional(),
    })
    .optional()
    .default(undefined),
  accountId: yup.number().typeError('accountId must be a number').optional(),
  agentUserId: yup.number().typeError('agentUserId must be a number').optional(),
  ref: yup.string().max(100).optional(),
  area: yup
    .object({
      living: yup
        .object({
          min: yup.number().typeError('area.living.min must be a number').optional(),
          max: yup.number().typeError('area.living.max must be a number').optional(),
          unit: oneOf(AREA_UNITS, 'area.living.unit').optional(),
        })
        .optional()
        .default(undefined),
    })
    .optional()
    .default(undefined),
  price: range('price'),
  availableFrom: yup
    .object({ min: yup.string().optional(), max: yup.string().optional() })
    .optional()
    .default(undefined),
  postcodeId: yup.string().max(50).optional(),
});

/** The body's `search` (document 001 §7): filters, currencyId, saved, title, notifications, portalId, saveSearchOrigin. */
const searchFields = {
  currencyId: yup
    .string()
    .matches(/^[A-Z]{3}$/, 'currencyId must be an ISO 4217 code such as EUR')
    .optional(),
  saved: yup.boolean().optional(),
  title: yup.string().optional(),
  notifications: yup
    .array(oneOf(NOTIFICATION_CHANNELS, 'notifications').required())
    .nullable()
    .optional()
    .default(undefined),
  portalId: yup.string().max(40).optional(),
  saveSearchOrigin: oneOf(SAVE_SEARCH_ORIGINS, 'saveSearchOrigin').optional(),
};
export const createBodySchema = yup.object({
  search: yup
    .object({ filters: filtersSchema.default(undefined).required('search.filters is required'), ...searchFields })
    .default(undefined)
    .required('search is required'),
});
export const patchBodySchema = yup.object({
  search: yup
    .object({ filters: filtersSchema.optional().default(undefined), ...searchFields })
    .default(undefined)
    .required('search is required'),
});

const integer = (field: string, min: number) =>
  yup
    .number()
    .typeError(`${field} must be a number`)
    .integer(`${field} must be an integer`)
    .min(min, `${field} must be at least ${min}`);

/** Query parameters of a search run (document 001 §7: count, skip, mode, facet, saveInDb, sort). */
export const executionQuerySchema = yup.object({
  count: integer('count', 0).optional(),
  skip: integer('skip', 0).optional(),
  mode: oneOf(SEARCH_MODES, 'mode').optional(),
  facet: yup.mixed<string | string[]>().optional(),
  saveInDb: yup.boolean().typeError('saveInDb must be true or false').optional(),
  sort: oneOf(SORTINGS, 'sort').optional(),
  updateLastExecutionDate: yup.boolean().typeError('updateLastExecutionDate must be true or false').optional(),
});

/** POST /searches/map: the visible map (zoom and corners) and the count above which clusters replace markers. */
export const mapQuerySchema = yup
  .object({
    zoom: yup.number().typeError('zoom must be a number').required('zoom is required'),
    neLat: yup.number().typeError('neLat must be a number').min(-90).max(90).optional(),
    neLng: yup.number().typeError('neLng must be a number').optional(),
    swLat: yup.number().typeError('swLat must be a number').min(-90).max(90).optional(),
    swLng: yup.number().typeError('swLng must be a number').optional(),
    count: integer('count', 1).max(1000, 'count must be at most 1000').optional(),
    sort: oneOf(SORTINGS, 'sort').optional(),
  })
  .test('corners', 'neLat, neLng, swLat and swLng go together', function corners(q) {
    const given = [q.neLat, q.neLng, q.swLat, q.swLng].filter((v) => v !== undefined).length;
    return (
      given === 0 ||
      given === 4 ||
      this.createError({ path: 'neLat', message: 'neLat, neLng, swLat and swLng go together' })
    );
  });

export const listQuerySchema = yup.object({
  saved: yup.boolean().typeError('saved must be true or false').optional(),
  sort: oneOf(SEARCH_LIST_SORTS, 'sort').optional(),
  count: integer('count', 0).max(100, 'count must be at most 100').optional(),
  skip: integer('skip', 0).max(100000, 'skip must be at most 100000').optional(),
  mode: oneOf(SEARCH_LIST_MODES, 'mode').optional(),
});

export const luxuryQuerySchema = yup.object({
  countryISO: yup
    .string()
    .matches(/^[A-Z]{2}$/, 'countryISO must be an ISO 3166 code such as CH')
    .required('countryISO is required'),
  currencyId: yup
    .string()
    .matches(/^[A-Z]{3}$/, 'currencyId must be an ISO 4217 code such as EUR')
    .required('currencyId is required'),
  transactionType: oneOf(TRANSACTION_TYPES, 'transactionType').optional(),
});
