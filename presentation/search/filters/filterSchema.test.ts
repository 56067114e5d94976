import { type ValidationError } from 'yup';
import { toFormValues } from './filterFormValues';
import { FILTER_MESSAGES, filterSchema } from './filterSchema';

const valid = toFormValues({ transactionType: 'Sell' });
async function errorsOf(values: Partial<typeof valid>): Promise<Record<string, string>> {
  try {
    await filterSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    // The first message of a field is the one shown (Formik keeps the first).
    const errors: Record<string, string> = {};
    for (const issue of (error as ValidationError).inner) errors[issue.path ?? ''] ??= issue.message;
    return errors;
  }
}

describe('filter form rules (document 001 §5, document 002 §5)', () => {
  it('accepts empty ranges and ordered ranges', async () => {
    expect(await errorsOf({})).toEqual({});
    expect(
      await errorsOf({
        priceMin: '100000',
        priceMax: '900000',
        roomsMin: '3',
        roomsMax: '3',
        areaMin: '50.5',
        areaMax: '80',
      }),
    ).toEqual({});
  });

  it("says 'min > max' when both ends are set the wrong way round", async () => {
    expect(await errorsOf({ priceMin: '900000', priceMax: '100000' })).toEqual({
      priceMax: FILTER_MESSAGES.minAboveMax,
    });
    expect(await errorsOf({ roomsMin: '4', roomsMax: '2' })).toEqual({ roomsMax: 'min > max' });
    expect(await errorsOf({ areaMin: '120', areaMax: '80,5' })).toEqual({ areaMax: 'min > max' });
  });

  it('wants non-negative whole numbers for counts and prices, decimals only for the area', async () => {
    expect(await errorsOf({ priceMin: '-5' })).toEqual({ priceMin: FILTER_MESSAGES.min });
    expect(await errorsOf({ priceMin: '12.5' })).toEqual({ priceMin: FILTER_MESSAGES.wholeNumber });
    expect(await errorsOf({ bedroomsMin: 'two' })).toEqual({ bedroomsMin: FILTER_MESSAGES.number });
    expect(await errorsOf({ areaMin: '12.555' })).toEqual({ areaMin: FILTER_MESSAGES.decimals });
  });

  it('wants an availability date that parses', async () => {
    expect(await errorsOf({ availableFromMax: '2025-02-30' })).toEqual({ availableFromMax: FILTER_MESSAGES.date });
    expect(await errorsOf({ availableFromMax: '2025-02-28' })).toEqual({});
  });
});
