import * as yup from 'yup';
import { MORTGAGE_LENGTHS } from '#domain/financing/mortgageRules';
import { leadBodySchema } from '#server/svc/leads/leadSchemas';
import { idSchema, localeSchema } from '#server/svc/shared/validate';

/** Amounts the calculator accepts: whole-franc sized, at most a billion (no listing costs more). */
const MAX_AMOUNT = 1_000_000_000;
const amount = (field: string) =>
  yup
    .number()
    .typeError(`${field} must be a number`)
    .min(0, `${field} must be at least 0`)
    .max(MAX_AMOUNT, `${field} must be at most ${MAX_AMOUNT}`);
const price = (field: string) => amount(field).moreThan(0, `${field} must be more than 0`);
const currencyId = yup
  .string()
  .matches(/^[A-Z]{3}$/, 'currencyId must be an ISO 4217 code such as CHF')
  .required('currencyId is required');
const provider = yup
  .string()
  .matches(/^[A-Za-z][A-Za-z0-9]{0,39}$/, 'provider must be a provider name')
  .required('provider is required');
const locale = localeSchema().required('locale is required');

/** GET /mortgagequotes/estimates: grossAnnualIncome, purchasePrice, currencyId, provider, ownFunds (document 001 §7); length is ours. */
export const estimatesQuerySchema = yup.object({
  grossAnnualIncome: amount('grossAnnualIncome').required('grossAnnualIncome is required'),
  purchasePrice: price('purchasePrice').required('purchasePrice is required'),
  currencyId,
  provider,
  ownFunds: amount('ownFunds').optional(),
  length: yup
    .number()
    .typeError('length must be a number')
    .oneOf([...MORTGAGE_LENGTHS], `length must be one of ${MORTGAGE_LENGTHS.join(', ')}`)
    .optional(),
});

/** POST /mortgagequotes: body mortgageQuote plus locale (document 001 §7). */
export const createQuoteBodySchema = yup.object({
  mortgageQuote: yup
    .object({
      grossAnnualIncome: amount('grossAnnualIncome').required('grossAnnualIncome is required'),
      purchasePrice: price('purchasePrice').required('purchasePrice is required'),
      currencyId,
      listingId: idSchema('listingId').optional(),
      provider,
      ownFunds: amount('ownFunds').required('ownFunds is required'),
    })
    .required('mortgageQuote is required')
    .default(undefined),
  locale,
});

/** GET /mortgagequotes: listingId, sort, top (document 001 §7). */
export const quotesQuerySchema = yup.object({
  listingId: idSchema('listingId').optional(),
  sort: yup.string().oneOf(['creationDate', '-creationDate'], 'sort must be creationDate or -creationDate').optional(),
  top: yup
    .number()
    .typeError('top must be a number')
    .integer('top must be an integer')
    .min(1, 'top must be at least 1')
    .max(50, 'top must be at most 50')
    .optional(),
});

/** GET /interestrates/latest (provider). */
export const ratesQuerySchema = yup.object({ provider });

/** GET /rentalDepositInsuranceOffers: the caller's offers; with listingId, that listing's offer too. */
export const offersQuerySchema = yup.object({
  provider: yup
    .string()
    .matches(/^[A-Za-z][A-Za-z0-9]{0,39}$/, 'provider must be a provider name')
    .optional(),
  listingId: idSchema('listingId').optional(),
});

/** POST /rentalDepositInsuranceOffers: the insurance lead (the leads service's lead body) from its own modal. */
export const insuranceLeadBodySchema = yup.object({
  lead: leadBodySchema.required('lead is required').default(undefined),
});
