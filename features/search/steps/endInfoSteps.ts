import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { searchEndInfo } from '#domain/search/results/searchEndInfo';
import type { SearchFilters } from '#domain/search/SearchFilters';
import type { PortalWorld } from '#features/support/world';
import { searchService } from './SearchServiceScenario';

const SEARCHES: Record<string, SearchFilters> = {
  'to buy in a place': { transactionType: 'Sell', location: { placeId: 'CH-zurich-zurich' } },
  'to buy in a place with at least 3 rooms': {
    transactionType: 'Sell',
    location: { placeId: 'CH-zurich-zurich' },
    numberOf: { rooms: { min: 3 } },
  },
  'to buy in a place with a garden': {
    transactionType: 'Sell',
    location: { placeId: 'CH-zurich-zurich' },
    amenities: ['Garden'],
  },
};

Given(/^a search (to buy in a place.*)$/, function (this: PortalWorld, description: string) {
  const filters = SEARCHES[description];
  assert.ok(filters, `no search described as "${description}"`);
  searchService(this).filters = filters;
});

When('it finds {int} listings', function (this: PortalWorld, total: number) {
  const scenario = searchService(this);
  scenario.outcome = searchEndInfo(total, scenario.filters);
});

Then('the end of the results says {string}', function (this: PortalWorld, endInfo: string) {
  assert.equal(searchService(this).outcome, endInfo);
});
