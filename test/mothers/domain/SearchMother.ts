import type { Search, SearchFilters, SearchParams } from '#domain/search/SearchFilters';

/** Test data for searches (an Object Mother): the common shapes by name. */
export const SearchMother = {
  with: (filters: SearchFilters = {}, params: SearchParams = {}): Search => ({ filters, params }),
  apartmentsToBuy: (extra: SearchFilters = {}, params: SearchParams = {}): Search => ({
    filters: { transactionType: 'Sell', types: ['Apartment'], ...extra },
    params,
  }),
  housesToRent: (extra: SearchFilters = {}, params: SearchParams = {}): Search => ({
    filters: { transactionType: 'Rent', types: ['House'], ...extra },
    params,
  }),
};
