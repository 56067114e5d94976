import type { SvcRoute } from '#application/shared/svcRoute';

/**
 * /svc/financing (document 001 §7 "Financing", and the rental deposit insurance offers of "Leads"):
 * a bearer, when sent, names the caller's profile. The one place these paths are written.
 */
export const FINANCING_ROUTES = {
  createMortgageQuote: { method: 'POST', path: '/financing/mortgagequotes', caller: 'anyone' },
  mortgageQuotes: {
    method: 'GET',
    path: '/financing/mortgagequotes',
    caller: 'anyone',
    query: ['listingId', 'sort', 'top'],
  },
  estimates: {
    method: 'GET',
    path: '/financing/mortgagequotes/estimates',
    caller: 'none',
    query: ['grossAnnualIncome', 'purchasePrice', 'currencyId', 'provider', 'ownFunds', 'length'],
  },
  latestInterestRates: {
    method: 'GET',
    path: '/financing/interestrates/latest',
    caller: 'none',
    query: ['provider'],
  },
  rentalDepositInsuranceOffers: {
    method: 'GET',
    path: '/financing/rentalDepositInsuranceOffers',
    caller: 'anyone',
    query: ['provider', 'listingId'],
  },
  requestRentalDepositInsurance: {
    method: 'POST',
    path: '/financing/rentalDepositInsuranceOffers',
    caller: 'anyone',
  },
} as const satisfies Record<string, SvcRoute>;
