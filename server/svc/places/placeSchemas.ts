import * as yup from 'yup';
import { PLACE_TYPES, type PlaceType } from '#domain/places/Place';
import { trimText } from '#server/svc/shared/validate';

/** Google's type collections, as suggest clients send them, in our place types. */
const TYPE_COLLECTIONS: Record<string, readonly PlaceType[]> = {
  '(cities)': ['locality'],
  '(regions)': [
    'locality',
    'administrative_area_level_1',
    'administrative_area_level_2',
    'administrative_area_level_3',
    'postal_code',
    'country',
  ],
};

/** `types` as a comma or pipe list (or repeated): place types or the two collections. */
export function placeTypesOf(value: unknown): PlaceType[] | undefined | false {
  if (value === undefined || value === '') return undefined;
  const items = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(/[,|]/)).filter(Boolean);
  const types = new Set<PlaceType>();
  for (const item of items) {
    if ((PLACE_TYPES as readonly string[]).includes(item)) types.add(item as PlaceType);
    else if (Object.hasOwn(TYPE_COLLECTIONS, item)) TYPE_COLLECTIONS[item].forEach((t) => types.add(t));
    else return false;
  }
  return [...types];
}

const typesField = (field: string) =>
  yup
    .mixed()
    .test(
      field,
      `${field} must list place types (${PLACE_TYPES.join(', ')}, (cities), (regions))`,
      (value) => placeTypesOf(value) !== false,
    );

/** Document 001 §7 suggest params: input, types, radius, components, location. */
export const autocompleteQuerySchema = yup.object({
  input: yup
    .string()
    .transform(trimText)
    .min(1, 'input is required')
    .max(100, 'input may be at most 100 characters')
    .required('input is required'),
  language: yup
    .string()
    .matches(/^[a-z]{2}$/, 'language must be a two-letter code such as en')
    .optional(),
  types: typesField('types').optional(),
  radius: yup
    .number()
    .typeError('radius must be a number')
    .min(0, 'radius must be at least 0')
    .max(20_000_000, 'radius is too large')
    .optional(),
  location: yup
    .string()
    .matches(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, 'location must be lat,lng')
    .optional(),
  components: yup
    .string()
    .matches(/^country:[a-zA-Z]{2}(\|country:[a-zA-Z]{2})*$/, 'components must be country:xx, separated by |')
    .optional(),
  count: yup
    .number()
    .typeError('count must be a number')
    .integer('count must be an integer')
    .min(1)
    .max(20, 'count must be at most 20')
    .optional(),
});

const placeId = yup
  .string()
  .transform(trimText)
  .min(1)
  .max(200)
  .matches(/^[\p{L}\p{N}_.:-]+$/u, 'placeIds must hold place ids');

/** Document 001 §5: "Places lookup needs placeIds or intPlaceIds; sideloadTypes must be a non-empty array". */
export const placesByIdsBodySchema = yup
  .object({
    placeIds: yup.array(placeId.required()).max(200, 'placeIds may hold at most 200 ids').optional().default(undefined),
    googlePlaceIds: yup.array(placeId.required()).max(200).optional().default(undefined),
    intPlaceIds: yup.array(yup.number().integer().positive().required()).max(200).optional().default(undefined),
  })
  .test('ids', 'placeIds or intPlaceIds is required', function ids(body) {
    return (
      Boolean(body.placeIds?.length || body.googlePlaceIds?.length || body.intPlaceIds?.length) ||
      this.createError({ path: 'placeIds', message: 'placeIds or intPlaceIds is required' })
    );
  });

export const placesByIdsQuerySchema = yup.object({
  mode: yup.string().max(40).optional(),
  placeTypesToSideload: yup
    .mixed()
    .test(
      'placeTypesToSideload',
      'placeTypesToSideload must be a non-empty list of place types',
      (value) => value === undefined || Boolean(placeTypesOf(value)),
    )
    .optional(),
});

export const placesQuerySchema = yup
  .object({
    slug: yup
      .string()
      .transform(trimText)
      .min(1)
      .max(90, 'slug may be at most 90 characters')
      .matches(/^[A-Za-z0-9_-]+$/, 'slug holds letters, digits, _ and - only')
      .optional(),
    language: yup
      .string()
      .matches(/^[a-z]{2}$/, 'language must be a two-letter code such as en')
      .optional(),
    countryISO: yup
      .string()
      .matches(/^[A-Z]{2}$/, 'countryISO must be an ISO 3166 code such as CH')
      .optional(),
    placeType: yup
      .string()
      .oneOf([...PLACE_TYPES], `placeType must be one of ${PLACE_TYPES.join(', ')}`)
      .optional(),
    mode: yup.string().max(40).optional(),
  })
  .test('slug-or-type', 'slug or placeType is required', function slugOrType(q) {
    return (
      q.slug !== undefined ||
      q.placeType !== undefined ||
      this.createError({ path: 'slug', message: 'slug or placeType is required' })
    );
  });

export const geocodeQuerySchema = yup
  .object({
    slug: yup
      .string()
      .transform(trimText)
      .min(1)
      .max(90)
      .matches(/^[A-Za-z0-9_-]+$/, 'slug holds letters, digits, _ and - only')
      .optional(),
    address: yup.string().transform(trimText).min(1).max(200).optional(),
    lat: yup.number().typeError('lat must be a number').min(-90).max(90).optional(),
    lng: yup.number().typeError('lng must be a number').min(-180).max(180).optional(),
    countryISO: yup
      .string()
      .matches(/^[A-Z]{2}$/, 'countryISO must be an ISO 3166 code such as CH')
      .optional(),
    language: yup
      .string()
      .matches(/^[a-z]{2}$/, 'language must be a two-letter code such as en')
      .optional(),
  })
  .test('point', 'lat and lng go together', function point(q) {
    return (
      (q.lat === undefined) === (q.lng === undefined) ||
      this.createError({ path: q.lat === undefined ? 'lat' : 'lng', message: 'lat and lng go together' })
    );
  })
  .test('what', 'slug, address, lat and lng, or countryISO is required', function what(q) {
    return (
      q.slug !== undefined ||
      q.address !== undefined ||
      (q.lat !== undefined && q.lng !== undefined) ||
      q.countryISO !== undefined ||
      this.createError({ path: 'slug', message: 'slug, address, lat and lng, or countryISO is required' })
    );
  });

export const placeIdParam = yup.object({ placeId: placeId.required('placeId is required') });
