import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { CreateSearch, GetSearch, PatchSearch } from '#application/search/tokens';
import type { SearchResult } from '#domain/search/results/SearchResult';
import type { SearchFilters } from '#domain/search/SearchFilters';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { PortalWorld } from '#features/support/world';
import { callerFor, embeddedSearch, searchService } from './SearchServiceScenario';

type Outcome = Result<SearchResult, DomainError>;
const outcome = (world: PortalWorld) => searchService(world).outcome as Outcome;
const ALICE = 'profile-alice';

When('the search {string} is asked for', async function (this: PortalWorld, id: string) {
  const container = await embeddedSearch();
  searchService(this).outcome = await container.get(GetSearch).execute({ id, execution: {}, caller: callerFor() });
});

Then(
  /^the search is refused as (INVALID|NOT_FOUND) with the message "(.*)"$/,
  function (this: PortalWorld, kind: string, message: string) {
    const result = outcome(this);
    assert.equal(result.ok, false, 'expected the search to be refused');
    if (!result.ok) assert.deepEqual({ kind: result.error.kind, message: result.error.message }, { kind, message });
  },
);

Then('the search is refused as INVALID with the code {string}', function (this: PortalWorld, code: string) {
  const result = outcome(this);
  assert.equal(result.ok, false, 'expected the search to be refused');
  if (!result.ok) assert.deepEqual({ kind: result.error.kind, code: result.error.code }, { kind: 'INVALID', code });
});

const RANGES: Record<string, (min: number, max: number) => SearchFilters> = {
  price: (min, max) => ({ price: { min, max } }),
  rooms: (min, max) => ({ numberOf: { rooms: { min, max } } }),
  'living area': (min, max) => ({ area: { living: { min, max } } }),
};

When(
  /^a visitor searches with (price|rooms|living area) from (\d+) to (\d+)$/,
  async function (this: PortalWorld, range: string, min: string, max: string) {
    const container = await embeddedSearch();
    searchService(this).outcome = await container.get(CreateSearch).execute({
      search: { filters: RANGES[range](Number(min), Number(max)) },
      execution: { saveInDb: false },
      caller: callerFor(),
    });
  },
);

When('a visitor asks for the results from offset {int}', async function (this: PortalWorld, skip: number) {
  const container = await embeddedSearch();
  searchService(this).outcome = await container
    .get(CreateSearch)
    .execute({ search: { filters: { transactionType: 'Sell' } }, execution: { skip }, caller: callerFor() });
});

When('a crawler searches for listings to buy', async function (this: PortalWorld) {
  const container = await embeddedSearch();
  // The crawler's request says nothing of saveInDb: the searches service decides for it.
  searchService(this).outcome = await container.get(CreateSearch).execute({
    search: { filters: { transactionType: 'Sell' } },
    execution: { count: 5 },
    caller: callerFor({ crawler: true }),
  });
});

Then('results come back', function (this: PortalWorld) {
  const result = outcome(this);
  assert.ok(result.ok && result.value.total > 0 && result.value.listings.length > 0, 'expected listings');
});

Then('the search has no id', function (this: PortalWorld) {
  const result = outcome(this);
  assert.ok(result.ok);
  if (result.ok) assert.equal(result.value.search.id, undefined);
});

Given(
  "a visitor's stored search for listings to rent with a lift and a balcony in EUR",
  async function (this: PortalWorld) {
    const container = await embeddedSearch();
    const created = await container.get(CreateSearch).execute({
      search: { filters: { transactionType: 'Rent', amenities: ['Lift', 'Balcony'] }, currencyId: 'EUR' },
      execution: { mode: 'NoExecute' },
      caller: callerFor({ profileId: ALICE }),
    });
    assert.ok(created.ok && created.value.search.id, 'expected a stored search');
    if (created.ok) searchService(this).storedId = created.value.search.id;
    searchService(this).outcome = created;
  },
);

When('the same filters come back written another way', async function (this: PortalWorld) {
  const container = await embeddedSearch();
  const scenario = searchService(this);
  scenario.filters = (outcome(this) as { ok: true; value: SearchResult }).value.search.filters;
  scenario.outcome = await container.get(PatchSearch).execute({
    id: scenario.storedId!,
    patch: { filters: { amenities: ['Balcony', 'Lift', 'Lift'], transactionType: 'Rent', luxury: false } },
    execution: { mode: 'NoExecute' },
    caller: callerFor({ profileId: ALICE }),
  });
});

Then('the stored search is unchanged', function (this: PortalWorld) {
  const result = outcome(this);
  assert.ok(result.ok);
  if (result.ok) {
    assert.deepEqual(result.value.search.filters, searchService(this).filters);
    assert.equal(result.value.search.currencyId, 'EUR');
  }
});

When('the currency changes to CHF', async function (this: PortalWorld) {
  const container = await embeddedSearch();
  const scenario = searchService(this);
  scenario.outcome = await container.get(PatchSearch).execute({
    id: scenario.storedId!,
    patch: { currencyId: 'CHF' },
    execution: { mode: 'NoExecute' },
    caller: callerFor({ profileId: ALICE }),
  });
});

Then('the stored search is in CHF', function (this: PortalWorld) {
  const result = outcome(this);
  assert.ok(result.ok && result.value.search.currencyId === 'CHF', 'expected the search patched to CHF');
});
