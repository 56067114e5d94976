import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { CreateSearch } from '#application/search/tokens';
import type { Facet } from '#domain/search/facets/FacetSpec';
import { parseFacetSpec } from '#domain/search/facets/parseFacetSpec';
import type { SearchResult } from '#domain/search/results/SearchResult';
import type { SearchFilters } from '#domain/search/SearchFilters';
import type { PortalWorld } from '#features/support/world';
import { callerFor, embeddedSearch } from './SearchServiceScenario';

/** The filters the scenarios name, in their words. */
const FILTERS: [RegExp, (...values: string[]) => SearchFilters][] = [
  [/^rooms from (\d+) to (\d+)$/, (min, max) => ({ numberOf: { rooms: { min: Number(min), max: Number(max) } } })],
  [/^the property type (\w+)$/, (type) => ({ types: [type as 'Apartment'] })],
  [/^a price up to (\d+)$/, (max) => ({ price: { max: Number(max) } })],
  [/^the view (\w+)$/, (view) => ({ viewLandscapes: [view] })],
  [/^the amenity (\w+)$/, (amenity) => ({ amenities: [amenity] })],
];

/** A search with one filter, and the same search without it: what a facet's counts are compared with. */
interface FacetRun {
  base: SearchFilters;
  filter: SearchFilters;
  filtered?: { result: SearchResult; facet: Facet };
  unfiltered?: { result: SearchResult; facet: Facet };
}

declare module '../../support/world' {
  interface ScenarioState {
    facetRun: FacetRun;
  }
}

const run = (world: PortalWorld): FacetRun => world.slice('facetRun', () => ({ base: {}, filter: {} }));

async function counted(filters: SearchFilters, facetName: string): Promise<{ result: SearchResult; facet: Facet }> {
  const spec = parseFacetSpec(`${facetName},count:1000`);
  assert.ok(spec.ok);
  const container = await embeddedSearch();
  const outcome = await container.get(CreateSearch).execute({
    search: { filters, currencyId: 'EUR' },
    execution: { mode: 'NoListings', saveInDb: false, facets: [spec.value] },
    caller: callerFor(),
  });
  assert.ok(outcome.ok, 'expected results');
  return { result: outcome.value, facet: outcome.value.facets[0] };
}

Given(
  /^a search for listings to buy in "([A-Z]{2})" filtered on (.+)$/,
  function (this: PortalWorld, country: string, words: string) {
    const known = FILTERS.find(([pattern]) => pattern.test(words));
    assert.ok(known, `no filter reads "${words}"`);
    const filter = known[1](...(known[0].exec(words) ?? []).slice(1));
    Object.assign(run(this), { base: { transactionType: 'Sell', location: { placeId: country } }, filter });
  },
);

When('the embedded searches service counts its {string} facet', async function (this: PortalWorld, name: string) {
  const current = run(this);
  current.filtered = await counted({ ...current.base, ...current.filter }, name);
  current.unfiltered = await counted(current.base, name);
});

Then('the facet counts as the same search without that filter does', function (this: PortalWorld) {
  const { filtered, unfiltered } = run(this);
  assert.ok(filtered && unfiltered);
  assert.ok(filtered.result.total < unfiltered.result.total, 'the filter should narrow the results');
  assert.ok(filtered.facet.values.length > 0, 'expected counts');
  assert.deepEqual(filtered.facet.values, unfiltered.facet.values);
});

Then('the facet also counts the options the filter leaves out', function (this: PortalWorld) {
  const { filtered } = run(this);
  assert.ok(filtered);
  const counted = filtered.facet.values.reduce((sum, v) => sum + v.count, 0);
  assert.ok(
    counted > filtered.result.total,
    `the counts (${counted}) hold no more than the ${filtered.result.total} results`,
  );
});

Then(
  'the facet counts {string} for every result and no amenity for more',
  function (this: PortalWorld, amenity: string) {
    const { filtered } = run(this);
    assert.ok(filtered);
    const total = filtered.result.total;
    assert.ok(total > 0, 'expected results');
    assert.equal(filtered.facet.values.find((v) => v.value === amenity)?.count, total);
    assert.ok(
      filtered.facet.values.every((v) => v.count <= total),
      'an amenity counted beyond the results',
    );
  },
);
