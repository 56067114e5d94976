import * as yup from 'yup';
import { isParsableDate } from '#domain/search/isParsableDate';
import { PROPERTY_TYPES, TRANSACTION_TYPES } from '#domain/listings/Listing';

/**
 * The filter form's rules, the documents' (document 001 §5, document 002 §5): range filters are
 * non-negative integers with min not above max ('min > max'), the area allows decimals, the
 * availability date must parse. Messages are catalogue keys or the documents' texts, translated
 * where they are shown (presentation/shared/i18n messageKeyOf).
 */
export const FILTER_MESSAGES = {
  number: 'Search.Filters.Validation.Number',
  wholeNumber: 'Search.Filters.Validation.WholeNumber',
  decimals: 'Search.Filters.Validation.Decimals',
  min: 'Validations.Range.Min.Error',
  minAboveMax: 'min > max',
  date: 'Search.Filters.Validation.Date',
} as const;

const AREA_DECIMALS = /^\d+(?:[.,]\d{1,2})?$/;

const field = (kind: 'integer' | 'decimal') => {
  let schema = yup
    .string()
    .trim()
    .test('number', FILTER_MESSAGES.number, (value) => !value || /^-?[\d.,]+$/.test(value))
    .test('min', FILTER_MESSAGES.min, (value) => !value || !value.startsWith('-'));
  schema =
    kind === 'integer'
      ? schema.test('integer', FILTER_MESSAGES.wholeNumber, (value) => !value || /^\d+$/.test(value))
      : schema.test('decimals', FILTER_MESSAGES.decimals, (value) => !value || AREA_DECIMALS.test(value));
  return schema;
};

const asNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(',', '.')) : undefined;

/** The max field of a range also says when the pair is the wrong way round. */
const maxOf = (kind: 'integer' | 'decimal', minField: string) =>
  field(kind).test('min-max', FILTER_MESSAGES.minAboveMax, function minNotAboveMax(value) {
    const min = asNumber((this.parent as Record<string, unknown>)[minField]);
    const max = asNumber(value);
    return min === undefined || max === undefined || Number.isNaN(min) || Number.isNaN(max) || min <= max;
  });

export const filterSchema = yup.object({
  transactionType: yup
    .string()
    .oneOf([...TRANSACTION_TYPES])
    .required(),
  types: yup
    .array(
      yup
        .string()
        .oneOf([...PROPERTY_TYPES])
        .required(),
    )
    .required(),
  priceMin: field('integer'),
  priceMax: maxOf('integer', 'priceMin'),
  roomsMin: field('integer'),
  roomsMax: maxOf('integer', 'roomsMin'),
  bedroomsMin: field('integer'),
  bathroomsMin: field('integer'),
  areaMin: field('decimal'),
  areaMax: maxOf('decimal', 'areaMin'),
  availableFromMax: yup.string().test('date', FILTER_MESSAGES.date, (value) => !value || isParsableDate(value)),
  ref: yup.string().trim().max(64, 'Validations.MaxLength'),
});
