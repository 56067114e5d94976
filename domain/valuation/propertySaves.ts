import { domainError, type DomainError, notFound } from '../shared/DomainError';
import { type FieldError, PROPERTY_FIELDS, type PropertyField } from './fieldRules';
import type { PropertyFields } from './Property';

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The fields a save carries: those with a value (a save never has to carry the steps still to come). */
export function presentFields(fields: PropertyFields): PropertyField[] {
  return PROPERTY_FIELDS.filter((field) => {
    const [head, tail] = field.split('.') as [keyof PropertyFields, string | undefined];
    const outer = fields[head] as unknown;
    const value = tail === undefined ? outer : (outer as Record<string, unknown> | undefined)?.[tail];
    return !blank(value) && !(Array.isArray(value) && value.length === 0);
  });
}

/** Only the form fields of a body: never an id, owner or flag smuggled in with them. */
export function formFields(input: PropertyFields): PropertyFields {
  const { location, propertyType, propertySubType, numberOf, area, amenities, constructionYear, condition } = input;
  const { sellingIntent, price } = input;
  const fields: PropertyFields = {
    location,
    propertyType,
    propertySubType,
    numberOf,
    area,
    amenities,
    constructionYear,
    condition,
    sellingIntent,
    price,
  };
  for (const key of Object.keys(fields) as (keyof PropertyFields)[]) if (fields[key] === undefined) delete fields[key];
  return fields;
}

/** A save refused by a rule of document 002 §5, naming the field and the documents' message. */
export const invalidField = (failure: FieldError): DomainError =>
  domainError('INVALID', 'PROPERTY_FIELD_INVALID', failure.message, { field: failure.field, values: failure.values });

/** Document 002 §8 "422 on valuate: invalid-valuation error": a required field is still missing. */
export const invalidValuation = (failure: FieldError): DomainError =>
  domainError('UNPROCESSABLE', 'VALUATION_INVALID', 'Valuation.Form.Messages.Invalid', { field: failure.field });

/** Properties belong to a profile: a caller without one is asked to identify. */
export const profileRequired = (): DomainError =>
  domainError('UNAUTHORIZED', 'PROFILE_REQUIRED', 'A profile is required');

/** Another profile's property, or an archived one: not found, never "forbidden" (its existence is not disclosed). */
export const propertyNotFound = (id: number): DomainError =>
  notFound('PROPERTY_NOT_FOUND', `Property ${id} is not found`, 'id');
