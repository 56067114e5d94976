import * as yup from 'yup';
import { PROPERTY_TYPES, TRANSACTION_TYPES } from '#domain/listings/Listing';
import { trimText } from '#server/svc/shared/validate';

/** A location id as the places service spells them. */
export const locationIdParam = yup.object({
  locationId: yup
    .string()
    .transform(trimText)
    .min(1, 'locationId is required')
    .max(200, 'locationId may be at most 200 characters')
    .matches(/^[\p{L}\p{N}_.:-]+$/u, 'locationId holds letters, digits and _ . : - only')
    .required('locationId is required'),
});

const transactionType = yup
  .string()
  .oneOf([...TRANSACTION_TYPES], `transactionType must be one of ${TRANSACTION_TYPES.join(', ')}`);

/** The figures' filters: transaction type (Sell when absent) and property type; their currency (EUR when absent). */
export const statisticsQuerySchema = yup.object({
  transactionType: transactionType.optional(),
  currencyId: yup
    .string()
    .matches(/^[A-Z]{3}$/, 'currencyId must be an ISO 4217 code such as CHF')
    .optional(),
  propertyType: yup
    .string()
    .oneOf([...PROPERTY_TYPES], `propertyType must be one of ${PROPERTY_TYPES.join(', ')}`)
    .optional(),
});

export const transactionTypeParam = yup.object({
  transactionType: transactionType.required('transactionType is required'),
});
