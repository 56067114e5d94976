import * as yup from 'yup';
import { payloadProblem } from '#domain/tracking/TrackedActs';
import { MAX_BATCH, MOST_VIEWED_SHOWN, TRACKED_ACTIONS } from '#domain/tracking/TrackingEvent';
import { idSchema, trimText } from '#server/svc/shared/validate';

const name = (max: number) =>
  yup
    .string()
    .transform(trimText)
    .matches(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'must be a short name')
    .max(max);

/**
 * One action of POST /events/track (document 001 §7: source, portalId, ipAddress, profileId, action,
 * listingId, categoryId, searchId, value). ipAddress and profileId are accepted for the contract but never
 * stored: the service keeps the request's own address, shortened, and the caller's verified profile. Only
 * the portal's known actions are stored, each with the ids its kind is about (domain TrackedActs: a
 * favourite its listingId, a saved search its searchId, an agent's page the agent's id in value...).
 */
const actionSchema = yup
  .object({
    source: name(32).required(),
    portalId: name(40).required(),
    ipAddress: yup.string().max(64).optional(),
    profileId: name(80).optional(),
    action: yup
      .string()
      .oneOf([...TRACKED_ACTIONS], 'action must be a tracked action')
      .required(),
    listingId: idSchema('listingId').optional(),
    categoryId: yup.number().typeError('categoryId must be a number').integer().min(0).max(1000).optional(),
    searchId: name(80).optional(),
    value: yup.string().max(200).optional(),
  })
  .test('payload', (action, context) => {
    const problem = action?.action ? payloadProblem(action) : undefined;
    return problem ? context.createError({ path: `${context.path}.${problem.field}`, message: problem.message }) : true;
  });

export const trackBodySchema = yup.object({
  actions: yup
    .array()
    .of(actionSchema)
    .typeError('actions must be a list')
    .required('actions is required')
    .max(MAX_BATCH, `actions holds at most ${MAX_BATCH} items`),
});

/**
 * GET /events/listings/most-viewed (ours, for the place statistics page): the place (any depth), since when
 * (at most the retention ago, never in the future), how many listings and from how many people on.
 */
export const mostViewedQuerySchema = yup.object({
  placeId: yup
    .string()
    .transform(trimText)
    .min(1, 'placeId must not be empty')
    .max(200, 'placeId may be at most 200 characters')
    .matches(/^[\p{L}\p{N}_.:-]+$/u, 'placeId holds letters, digits and _ . : - only')
    .optional(),
  // PostgreSQL's timestamps end where JavaScript's dates do not (a fuzzed since of year -179441 failed the
  // query): the window starts no earlier than 1970, and a start in the future counts nothing.
  since: yup
    .date()
    .typeError('since must be a date')
    .required('since is required')
    .min(new Date(0), 'since must be from 1970 on')
    .test('not-future', 'since must not be in the future', (since) => !since || since.getTime() <= Date.now() + 60_000),
  limit: yup
    .number()
    .typeError('limit must be a number')
    .integer('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MOST_VIEWED_SHOWN * 4, `limit may be at most ${MOST_VIEWED_SHOWN * 4}`)
    .default(MOST_VIEWED_SHOWN),
  minPeople: yup
    .number()
    .typeError('minPeople must be a number')
    .integer('minPeople must be a whole number')
    .min(1, 'minPeople must be at least 1')
    .max(1000, 'minPeople may be at most 1000')
    .default(1),
});
