import * as yup from 'yup';
import { PLACE_TYPES } from '#domain/places/Place';
import { CULTURES } from '#domain/portal/Portal';

/** GET /api/countrynames (language). */
export const countryNamesQuerySchema = yup.object({
  language: yup
    .string()
    .required('language is required')
    .oneOf([...CULTURES], `language must be one of ${CULTURES.join(', ')}`),
});

/** GET /api/slugs (id, idType subType, locale): places are the ids with slugs. */
export const slugsQuerySchema = yup.object({
  id: yup
    .string()
    .required('id is required')
    .max(100, 'id may be at most 100 characters')
    .matches(/^[A-Za-z0-9_:.-]+$/, 'id holds letters, digits and _ : . - only'),
  idType: yup.string().required('idType is required').oneOf(['Place'], 'idType must be Place'),
  subType: yup
    .string()
    .oneOf([...PLACE_TYPES], `subType must be one of ${PLACE_TYPES.join(', ')}`)
    .optional(),
  locale: yup
    .string()
    .required('locale is required')
    .matches(/^[a-z]{2}(-[A-Z]{2})?$/, 'locale must be a language or a culture such as de or de-CH'),
});
