import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { SearchesService } from '#application/search/ports';
import { clearLuxuryPrice } from '#domain/search/luxury/clearLuxuryPrice';
import type { LuxuryPriceRange } from '#domain/search/luxury/LuxuryPriceRange';
import type { NumberRange } from '#domain/search/SearchFilters';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { PortalWorld } from '#features/support/world';
import type { SearchResult } from '#domain/search/results/SearchResult';
import { callerFor, embeddedSearch, searchService } from './SearchServiceScenario';

const amount = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

Given('the luxury price range from {int} to {int} is active', function (this: PortalWorld, min: number, max: number) {
  searchService(this).luxury = { min, max, active: true };
});

Given(
  'the luxury price range from {int} to {int} is not active',
  function (this: PortalWorld, min: number, max: number) {
    searchService(this).luxury = { min, max, active: false };
  },
);

When(
  'a luxury search asks for a price from {string} to {string}',
  function (this: PortalWorld, min: string, max: string) {
    const scenario = searchService(this);
    const price: NumberRange = {};
    if (amount(min) !== undefined) price.min = amount(min);
    if (amount(max) !== undefined) price.max = amount(max);
    scenario.outcome = clearLuxuryPrice(price, scenario.luxury!);
  },
);

Then('the search keeps a price from {string} to {string}', function (this: PortalWorld, min: string, max: string) {
  const kept = searchService(this).outcome as NumberRange | undefined;
  assert.equal(kept?.min, amount(min));
  assert.equal(kept?.max, amount(max));
});

When(
  'the luxury price range of {string} in {string} is asked for',
  async function (this: PortalWorld, country: string, currency: string) {
    const container = await embeddedSearch();
    searchService(this).outcome = await container.get(SearchesService).getLuxuryPriceRange(country, currency);
  },
);

Then('it runs from {int} to {int} CHF', function (this: PortalWorld, min: number, max: number) {
  const result = searchService(this).outcome as Result<LuxuryPriceRange, DomainError>;
  assert.deepEqual(result, { ok: true, value: { countryISO: 'CH', currencyId: 'CHF', min, max, active: true } });
});

Then('its bounds are whole steps of {int} EUR', function (this: PortalWorld, step: number) {
  const result = searchService(this).outcome as Result<LuxuryPriceRange, DomainError>;
  assert.ok(result.ok, 'expected a range');
  if (!result.ok) return;
  assert.equal(result.value.currencyId, 'EUR');
  assert.equal(result.value.min % step, 0);
  assert.equal(result.value.max % step, 0);
});

When(
  'a visitor saves a luxury search to buy in {string} from {string} to {string} CHF',
  async function (this: PortalWorld, placeId: string, min: string, max: string) {
    const container = await embeddedSearch();
    searchService(this).outcome = await container.get(SearchesService).createSearch(
      {
        filters: {
          transactionType: 'Sell',
          luxury: true,
          location: { placeId },
          price: { min: amount(min), max: amount(max) },
        },
        currencyId: 'CHF',
      },
      { mode: 'NoListings' },
      callerFor({ profileId: 'luxury-visitor' }),
    );
  },
);

Then('the search it gets back has no price', function (this: PortalWorld) {
  const result = searchService(this).outcome as Result<SearchResult, DomainError>;
  assert.ok(result.ok, 'expected a search');
  if (!result.ok) return;
  assert.ok(result.value.search.id, 'expected a stored search');
  assert.equal(result.value.search.filters.price, undefined);
});

Then('its subtitle names no price', function (this: PortalWorld) {
  const result = searchService(this).outcome as Result<SearchResult, DomainError>;
  assert.ok(result.ok);
  if (!result.ok) return;
  assert.doesNotMatch(result.value.search.automaticSubtitle, /CHF|300000000|≤|≥/);
});
