import type { Context } from 'koa';
import * as yup from 'yup';
import { MAX_DATABASE_ID, parseDatabaseId } from '#domain/shared/databaseId';
import { isLanguageTag } from '#domain/shared/languageTag';
import { BadRequest } from './serviceError';

/** Unknown fields are dropped, never trusted; the first failure is answered, naming its field. */
export const strict = { abortEarly: true, stripUnknown: true } as const;

/** Field types that take a list; every other field given twice in a query is refused. */
const LIST_TYPES = new Set(['array', 'mixed']);

/**
 * A route's query parameters checked against its schema. A scalar given twice (`?input=a&input=b`)
 * is a 400 naming it; only fields the schema declares as lists (or mixed) may repeat.
 */
export async function validQuery<S extends yup.ObjectSchema<yup.AnyObject>>(
  ctx: Context,
  schema: S,
): Promise<yup.InferType<S>> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ctx.query)) {
    const field = Object.hasOwn(schema.fields, key) ? (schema.fields[key] as yup.Schema) : undefined;
    if (!field) continue;
    if (Array.isArray(value) && !LIST_TYPES.has(field.type))
      throw new BadRequest('PARAMETER_REPEATED', `${key} may be given once`, key);
    query[key] = value;
  }
  return checked(schema, query);
}

/** The request body checked against its schema (the one body reader has already refused unsafe JSON). */
export async function validBody<S extends yup.Schema>(
  ctx: Context,
  schema: S,
  empty: unknown = {},
): Promise<yup.InferType<S>> {
  return checked(schema, ctx.request.body ?? empty);
}

/**
 * yup's own transforms can throw on shapes a schema did not expect (a list where text was due):
 * checking a visitor's input can only fail because of the input, so that is a 400, not a 500.
 */
async function checked<S extends yup.Schema>(schema: S, value: unknown): Promise<yup.InferType<S>> {
  try {
    return await schema.validate(value, strict);
  } catch (error) {
    if (error instanceof yup.ValidationError) throw error;
    throw new BadRequest('INVALID_INPUT', 'the request does not have the expected shape');
  }
}

/** Trims text and leaves anything else to the type check (yup's .trim() throws on a list). */
export const trimText = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/** An id as the tables store it: a positive integer within the column's range. */
export const idSchema = (field = 'id') =>
  yup
    .number()
    .typeError(`${field} must be a number`)
    .integer(`${field} must be an integer`)
    .positive(`${field} must be positive`)
    .max(MAX_DATABASE_ID, `${field} must be at most ${MAX_DATABASE_ID}`);

/** A path parameter that is an id, read by the one id parser pages use too. */
export async function idParam(ctx: Context, name = 'id'): Promise<number> {
  const id = parseDatabaseId((ctx.params as Record<string, string | undefined>)[name]);
  if (id === undefined)
    throw new BadRequest('VALIDATION_FAILED', `${name} must be an id from 1 to ${MAX_DATABASE_ID}`, name);
  return id;
}

/**
 * A locale a client sends (a lead's, a quote's): a BCP-47 tag, or a 400 naming the field. Text only
 * (`true` is not cast to "true"), so the mails' formatters never see a tag they throw on.
 */
export const localeSchema = (field = 'locale') =>
  yup
    .string()
    .strict()
    .typeError(`${field} must be a language tag such as de or de-CH`)
    .test('languageTag', `${field} must be a language tag such as de or de-CH`, (value) =>
      value === undefined ? true : isLanguageTag(value),
    );
