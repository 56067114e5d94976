import * as yup from 'yup';
import {
  AMENITIES,
  CONDITIONS,
  ORIGINS,
  PROPERTY_TYPES,
  SELLING_INTENTS,
  type PropertyFields,
} from '#domain/valuation/Property';
import { HISTORY_PERIODS } from '#domain/valuation/valuationHistory';

/**
 * The shapes of the properties service's requests (document 002 §7). yup checks types and shapes;
 * the field rules of document 002 §5 (ranges, steps, per country) are the domain's rule table,
 * which the service applies, so both adapters answer them alike.
 */
const text = (max: number, field: string) => yup.string().trim().max(max, `${field} is too long`);
const number = (field: string) => yup.number().typeError(`${field} must be a number`);
const oneOf = <T extends string>(values: readonly T[], field: string) =>
  yup.string<T>().oneOf([...values], `${field} must be one of ${values.join(', ')}`);

const fieldsShape = {
  location: yup
    .object({
      street: text(200, 'location.street'),
      houseNumber: text(20, 'location.houseNumber'),
      postCode: text(20, 'location.postCode'),
      city: text(120, 'location.city'),
      countryISO: yup
        .string()
        .matches(/^[A-Za-z]{2}$/, 'location.countryISO must be a country code')
        .transform((value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value)),
      placeId: text(100, 'location.placeId'),
      latitude: number('location.latitude').min(-90).max(90),
      longitude: number('location.longitude').min(-180).max(180),
    })
    .optional()
    .default(undefined),
  propertyType: oneOf(PROPERTY_TYPES, 'propertyType').nullable(),
  propertySubType: text(40, 'propertySubType').nullable(),
  numberOf: yup
    .object({
      rooms: number('numberOf.rooms').nullable(),
      bedrooms: number('numberOf.bedrooms').nullable(),
      bathrooms: number('numberOf.bathrooms').nullable(),
    })
    // Document 002 §5: rooms, bedrooms and bathrooms are optional, so the step may clear them all.
    .nullable()
    .optional()
    .default(undefined),
  area: yup
    .object({ living: number('area.living').nullable(), land: number('area.land').nullable() })
    .nullable()
    .optional()
    .default(undefined),
  amenities: yup
    .array(oneOf(AMENITIES, 'amenities').required())
    .max(AMENITIES.length)
    .nullable()
    .optional()
    .default(undefined),
  constructionYear: number('constructionYear').integer('constructionYear must be an integer').nullable(),
  condition: oneOf(CONDITIONS, 'condition').nullable(),
  sellingIntent: oneOf(SELLING_INTENTS, 'sellingIntent').nullable(),
  price: yup
    .object({ expected: number('price.expected').nullable(), currency: yup.string().matches(/^[A-Z]{3}$/) })
    .nullable()
    .optional()
    .default(undefined),
  expectedPrice: yup
    .array(
      yup.object({
        type: yup.string().oneOf(['Original']).required(),
        value: number('expectedPrice.value').required(),
        currencyId: yup.string().matches(/^[A-Z]{3}$/),
      }),
    )
    .max(4)
    .optional()
    .default(undefined),
};

/** null clears a field; the wire's expectedPrice is read as price {expected, currency}. */
export function fieldsOf(body: Record<string, unknown>): PropertyFields {
  const { expectedPrice, ...rest } = body as PropertyFields & {
    expectedPrice?: { type: string; value: number; currencyId?: string }[];
  };
  const original = expectedPrice?.find((value) => value.type === 'Original');
  const fields = original ? { ...rest, price: { expected: original.value, currency: original.currencyId } } : rest;
  return JSON.parse(
    JSON.stringify(fields, (_key, value: unknown) => (value === null ? undefined : value)),
  ) as PropertyFields;
}

export const createBodySchema = yup.object({
  property: yup
    .object({
      ...fieldsShape,
      portalId: text(40, 'portalId'),
      origin: oneOf(ORIGINS, 'origin').default('PropertyValuationWizard'),
      referer: text(500, 'referer'),
      selectedAgents: yup
        .array(
          yup.object({
            userId: number('selectedAgents.userId').integer().positive().required(),
            accountId: number('selectedAgents.accountId').integer().positive(),
          }),
        )
        .max(5)
        .optional()
        .default(undefined),
    })
    .required('property is required'),
});

export const patchBodySchema = yup.object({
  property: yup
    .object({
      ...fieldsShape,
      notificationsEnabled: yup.boolean().typeError('notificationsEnabled must be a boolean'),
      consentGiven: yup.boolean().typeError('consentGiven must be a boolean'),
    })
    .required('property is required'),
});

export const valuateBodySchema = yup.object({ captchaToken: yup.string().max(8192) });

export const productOfferingBodySchema = yup.object({
  productOffering: yup
    .object({ productOfferingId: text(60, 'productOffering.productOfferingId').required() })
    .required('productOffering is required'),
});

export const listQuerySchema = yup.object({
  sort: yup.string().oneOf(['Ascending', 'Descending']),
  skip: number('skip').integer().min(0).max(10_000),
  count: number('count').integer().min(1).max(100),
  origins: yup.mixed<string | string[]>(),
  currencyId: yup.string().matches(/^[A-Z]{3}$/, 'currencyId must be a currency code'),
  valuatedOnly: yup.boolean().typeError('valuatedOnly must be a boolean'),
});

export const historyQuerySchema = yup.object({
  period: yup.string().oneOf(Object.keys(HISTORY_PERIODS), 'period must be Month, ThreeMonths, SixMonths or Year'),
});

export const canCreateQuerySchema = yup.object({
  countryISO: yup
    .string()
    .matches(/^[A-Za-z]{2}$/, 'countryISO must be a country code')
    .required('countryISO is required'),
});

/** origins=A,B or origins=A&origins=B, each one of the three. */
export function originsOf(value: string | string[] | undefined): (typeof ORIGINS)[number][] | undefined | false {
  if (value === undefined) return undefined;
  const list = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(',')).filter(Boolean);
  if (list.some((origin) => !(ORIGINS as readonly string[]).includes(origin))) return false;
  return list as (typeof ORIGINS)[number][];
}
