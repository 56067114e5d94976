import * as yup from 'yup';
import { ASCENDANTS_TYPES } from '#application/identity/ports';
import { ACCOUNT_MODES } from '#application/identity/queries/GetAccount';
import { USER_MODES } from '#application/identity/userViews';
import { PROFILE_MODES } from '#domain/identity/Profile';
import { idSchema } from '#server/svc/shared/validate';

/** yup schemas of the accounts service (document 000 §7); unknown fields are stripped, never trusted. */
const idParam = idSchema().required();

const regionalSettings = yup
  .object({
    culture: yup.string().max(10).optional(),
    language: yup.string().max(10).optional(),
    countryISO: yup
      .string()
      .matches(/^[A-Z]{2}$/, 'countryISO must be an ISO 3166 code such as CH')
      .optional(),
    currencyId: yup
      .string()
      .matches(/^[A-Z]{3}$/, 'currencyId must be an ISO 4217 code such as EUR')
      .optional(),
    timezoneOffset: yup.number().integer().min(-840).max(840).optional(),
  })
  .noUnknown()
  .default(undefined);

const sourceUrl = yup.string().max(2000).optional();

export const createProfileBody = yup.object({ regionalSettings: regionalSettings.optional() });

export const profileQuery = yup.object({
  mode: yup
    .string()
    .oneOf([...PROFILE_MODES], `mode must be one of ${PROFILE_MODES.join(', ')}`)
    .default('RegionalSettings'),
});

export const patchProfileBody = yup.object({
  regionalSettings: regionalSettings.optional(),
  details: yup
    .object({
      email: yup.string().max(254).optional(),
      fullName: yup.string().max(200).optional(),
      phone: yup.string().max(40).optional(),
    })
    .default(undefined)
    .optional(),
});

export const consentBody = yup.object({
  email: yup.string().max(254).required('email is required'),
  sourceUrl,
});

export const cookiesConsentBody = yup.object({
  performanceCookies: yup.boolean().strict().required('performanceCookies is required'),
  advertisingCookies: yup.boolean().strict().required('advertisingCookies is required'),
  sourceUrl,
});

export const userQuery = yup.object({
  mode: yup
    .string()
    .oneOf([...USER_MODES], `mode must be one of ${USER_MODES.join(', ')}`)
    .default('Light'),
});

export const usersByIdsBody = yup.object({
  userIds: yup.array(idParam).max(200, 'userIds may hold at most 200 ids').required('userIds is required'),
  mode: yup
    .string()
    .oneOf([...USER_MODES])
    .default('agent'),
});

export const patchUserBody = yup.object({
  fullName: yup.string().max(200).optional(),
  regionalSettings: regionalSettings.optional(),
});

export const accountQuery = yup.object({
  mode: yup
    .string()
    .oneOf([...ACCOUNT_MODES], `mode must be one of ${ACCOUNT_MODES.join(', ')}`)
    .default('Light'),
  currencyId: yup
    .string()
    .matches(/^[A-Z]{3}$/)
    .optional(),
});

export const accountsByIdsBody = yup.object({
  // Document 000 §5: "Account id must be a number".
  accounts: yup.array(idParam).max(200, 'accounts may hold at most 200 ids').required('accounts is required'),
});

export const ascendantsQuery = yup.object({
  ascendantsType: yup
    .string()
    .oneOf([...ASCENDANTS_TYPES])
    .default('Breadcrumbs'),
});

export const ascendantsBody = yup.array(idParam).max(200).required('a list of account ids is required');

export const switchCodeQuery = yup.object({
  targetClientId: yup.string().max(200).required('targetClientId is required'),
});

export const changePasswordBody = yup.object({
  currentPassword: yup.string().max(1000).optional(),
  newPassword: yup.string().max(1000).required('newPassword is required'),
});

export const urlTokenQuery = yup.object({ hash: yup.string().max(1000).required('hash is required') });
