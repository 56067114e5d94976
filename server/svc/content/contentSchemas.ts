import * as yup from 'yup';
import { CULTURES } from '#domain/portal/Portal';
import { trimText } from '#server/svc/shared/validate';

const pageId = yup
  .string()
  .transform(trimText)
  .matches(/^[a-z0-9-]{1,80}$/, 'id must be a content page id');

/** GET /api/content (document 001 §7 "Content": id, path); the culture defaults to the request's. */
export const contentQuerySchema = yup
  .object({
    id: pageId.optional(),
    path: yup.string().transform(trimText).max(500).matches(/^\//, 'path must start with /').optional(),
    culture: yup
      .string()
      .oneOf([...CULTURES])
      .optional(),
  })
  .test('id-or-path', 'id or path is required', (value) => value.id !== undefined || value.path !== undefined);

/** POST /submitform: a form module's answers, every value a short text. */
export const submitFormBodySchema = yup.object({
  pageId: pageId.required(),
  formId: yup
    .string()
    .transform(trimText)
    .matches(/^[a-z0-9-]{1,80}$/)
    .required(),
  culture: yup
    .string()
    .oneOf([...CULTURES])
    .optional(),
  // mixed, not object: an object schema without a shape would strip every answer (stripUnknown).
  fields: yup
    .mixed<Record<string, string>>()
    .required()
    .test('texts', 'fields must hold at most 20 texts of at most 5000 characters', (value) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      const entries = Object.entries(value);
      return entries.length <= 20 && entries.every(([, v]) => typeof v === 'string' && v.length <= 5000);
    }),
});
