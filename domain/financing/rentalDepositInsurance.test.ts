import { aListing } from '#test/mothers/domain/ListingMother';
import { isInsuranceOfferable, monthlyInsuranceFee, offerStatus, orderLinkFor } from './rentalDepositInsurance';

const FIRST_CAUTION = { id: 'FirstCaution', available: true, requiredCurrency: 'CHF' };
const rent = (overrides: Parameters<typeof aListing>[0] = {}) =>
  aListing({
    transactionType: 'Rent',
    price: { show: true, interval: 'Month', values: [{ type: 'Original', value: 2_400, currencyId: 'CHF' }] },
    ...overrides,
  });

describe('rental deposit insurance offerability (document 001 §5)', () => {
  it('offers it on a Swiss-franc monthly rent of an apartment or a house', () => {
    expect(isInsuranceOfferable(rent(), FIRST_CAUTION, [])).toBe(true);
    expect(isInsuranceOfferable(rent({ type: 'House' }), FIRST_CAUTION, [])).toBe(true);
  });

  it('not when the provider is unavailable, the agency is exempt, or the listing does not qualify', () => {
    expect(isInsuranceOfferable(rent(), { ...FIRST_CAUTION, available: false }, [])).toBe(false);
    expect(isInsuranceOfferable(rent(), FIRST_CAUTION, [501])).toBe(false);
    expect(isInsuranceOfferable(rent({ transactionType: 'Sell' }), FIRST_CAUTION, [])).toBe(false);
    expect(isInsuranceOfferable(rent({ type: 'ParkingPlace' }), FIRST_CAUTION, [])).toBe(false);
    const weekly = rent();
    expect(isInsuranceOfferable({ ...weekly, price: { ...weekly.price, interval: 'Once' } }, FIRST_CAUTION, [])).toBe(
      false,
    );
    const euros = rent({
      price: { show: true, interval: 'Month', values: [{ type: 'Original', value: 2_000, currencyId: 'EUR' }] },
    });
    expect(isInsuranceOfferable(euros, FIRST_CAUTION, [])).toBe(false);
    expect(isInsuranceOfferable(euros, { ...FIRST_CAUTION, requiredCurrency: undefined }, [])).toBe(true);
  });
});

describe('offer status (document 001 §4: requested for 90 days)', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

  it.each([
    [0, 'REQUESTED'],
    [90, 'REQUESTED'],
    [90.001, 'AVAILABLE'],
  ])('an offer created %d days ago gives %s on an offerable listing', (days, status) => {
    expect(offerStatus([{ provider: 'FirstCaution', creationDate: daysAgo(days) }], 'FirstCaution', true, now)).toBe(
      status,
    );
  });

  it('counts only the same provider, and is UNAVAILABLE when not offerable', () => {
    expect(offerStatus([{ provider: 'Other', creationDate: daysAgo(1) }], 'FirstCaution', true, now)).toBe('AVAILABLE');
    expect(offerStatus([], 'FirstCaution', false, now)).toBe('UNAVAILABLE');
    expect(offerStatus([{ provider: 'FirstCaution', creationDate: daysAgo(1) }], 'FirstCaution', false, now)).toBe(
      'REQUESTED',
    );
  });
});

describe('monthly fee by rooms (document 001 §9)', () => {
  it.each([
    [undefined, 180],
    [1, 180],
    [3.5, 180],
    [3.99, 180],
    [4, 150],
    [6.5, 150],
    [7, 120],
    [9.5, 120],
    [10, 50],
    [12, 50],
  ])('%s rooms cost %d a month', (rooms, fee) => {
    expect(monthlyInsuranceFee(rooms)).toBe(fee);
  });
});

describe('order links (document 001 §9: fr, it, de)', () => {
  const links = { fr: 'https://x/fr', it: 'https://x/it', de: 'https://x/de' };
  it.each([
    ['fr', 'https://x/fr'],
    ['it', 'https://x/it'],
    ['de', 'https://x/de'],
    ['en', 'https://x/de'],
    ['pt', 'https://x/de'],
  ])('%s gets %s', (language, link) => {
    expect(orderLinkFor(links, language)).toBe(link);
  });
});
