import * as yup from 'yup';
import { MAX_BATCH, TRACKED_ACTIONS } from '#domain/tracking/TrackingEvent';
import { idSchema, trimText } from '#server/svc/shared/validate';

const name = (max: number) =>
  yup
    .string()
    .transform(trimText)
    .matches(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'must be a short name')
    .max(max);

/**
 * One action of POST /events/track (document 001 §7: source, portalId, ipAddress, profileId, action,
 * listingId, categoryId, searchId, value). ipAddress is accepted for the contract but never stored: the
 * service keeps the request's own address, shortened. Only the portal's known actions are stored.
 */
const actionSchema = yup.object({
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
});

export const trackBodySchema = yup.object({
  actions: yup
    .array()
    .of(actionSchema)
    .typeError('actions must be a list')
    .required('actions is required')
    .max(MAX_BATCH, `actions holds at most ${MAX_BATCH} items`),
});
