import * as yup from 'yup';
import { LEAD_TYPES } from '#domain/leads/Lead';
import { LEAD_REQUIRED_MESSAGE } from '#domain/leads/LeadValidation';
import { idSchema, localeSchema, trimText } from '#server/svc/shared/validate';

const text = (max: number) => yup.string().transform(trimText).max(max);
const epochMs = yup.number().integer().min(0).max(8_640_000_000_000);

/**
 * The lead request body (document 001 §3): listing id and originalId (or projectId/unitId), data,
 * portalId, formSubmitTime, rentalDepositInsuranceProvider, tourDate, tourTime, locale; plus the
 * form's idempotency key and honeypot. The contact fields' own rules are the domain's (the service
 * answers them with the documents' messages); here only their shape.
 */
export const leadBodySchema = yup.object({
  id: idSchema('id').optional(),
  originalId: text(64).optional(),
  projectId: idSchema('projectId').optional(),
  unitId: idSchema('unitId').optional(),
  userId: idSchema('userId').optional(),
  data: yup
    .object({
      // Missing contact fields are the service's to answer ('Required field is not provided or invalid').
      fullName: text(500).default(''),
      email: text(500).default(''),
      phone: text(100).default(''),
      message: yup.string().max(30_000).optional(),
      leadType: yup.string().oneOf(LEAD_TYPES).default('lead'),
      formTimestamp: epochMs.optional(),
      tourDate: text(10).optional(),
      tourTime: text(5).optional(),
      forceSubscribe: yup.boolean().optional(),
      firstCautionOffer: yup.boolean().optional(),
      rentalDepositInsuranceOffer: yup.boolean().optional(),
    })
    .required(LEAD_REQUIRED_MESSAGE),
  portalId: text(32).required(),
  formSubmitTime: epochMs.optional(),
  formStamp: yup.string().max(100).optional(),
  rentalDepositInsuranceProvider: text(64).optional(),
  tourDate: text(10).optional(),
  tourTime: text(5).optional(),
  locale: localeSchema().required('locale is required'),
  idempotencyKey: yup
    .string()
    .matches(/^[A-Za-z0-9_-]{16,64}$/, 'idempotencyKey must be 16 to 64 letters, digits, - or _')
    .required(),
  website: text(200).optional(),
  captcha: yup.string().max(4000).optional(),
  // mixed, not object(): an object schema without fields would strip every key.
  details: yup
    .mixed<Record<string, string | number | boolean>>()
    .test('flat', 'details must be a flat object of at most 30 short values', (value) => {
      if (value === undefined) return true;
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
      const entries = Object.entries(value as Record<string, unknown>);
      return (
        entries.length <= 30 &&
        entries.every(
          ([key, v]) =>
            key.length <= 64 &&
            (typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && v.length <= 500)),
        )
      );
    })
    .optional(),
});

/** GET /leads/formStamp takes no parameters; unknown ones are ignored. */
export const formStampQuerySchema = yup.object({});
