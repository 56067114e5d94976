import assert from 'node:assert/strict';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import { SearchesService } from '#application/search/ports';
import type { Facet, FacetSpec, FacetValue } from '#domain/search/facets/FacetSpec';
import { parseFacetSpec } from '#domain/search/facets/parseFacetSpec';
import { shapeFacet } from '#domain/search/facets/shapeFacet';
import type { SearchResult } from '#domain/search/results/SearchResult';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { PortalWorld } from '#features/support/world';
import { callerFor, embeddedSearch, searchService } from './SearchServiceScenario';

When('the facet parameter {string} is read', function (this: PortalWorld, parameter: string) {
  searchService(this).outcome = parseFacetSpec(parameter);
});

Then(
  'the facet is {string} with at most {int} values sorted by {string}',
  function (this: PortalWorld, name: string, count: number, sort: string) {
    const result = searchService(this).outcome as Result<FacetSpec, DomainError>;
    assert.ok(result.ok, 'expected the facet to be read');
    if (result.ok)
      assert.deepEqual(
        { name: result.value.name, count: result.value.count, sort: result.value.sort },
        { name, count, sort },
      );
  },
);

Then('the facet is refused because {string}', function (this: PortalWorld, reason: string) {
  const result = searchService(this).outcome as Result<FacetSpec, DomainError>;
  assert.equal(result.ok, false);
  if (!result.ok) {
    assert.equal(result.error.code, 'FACET_NOT_VALID');
    assert.ok(result.error.message.includes(reason), `"${result.error.message}" does not say "${reason}"`);
  }
});

Given('the postcode counts', function (this: PortalWorld, table: DataTable) {
  searchService(this).outcome = table
    .hashes()
    .map((row): FacetValue => ({ value: row.value, count: Number(row.count) }));
});

When('the postcode facet is shaped', function (this: PortalWorld) {
  const scenario = searchService(this);
  scenario.outcome = shapeFacet({ name: 'postcode', count: 25, sort: '-count' }, scenario.outcome as FacetValue[]);
});

Then('it holds the values {string}', function (this: PortalWorld, values: string) {
  const facet = searchService(this).outcome as Facet;
  assert.deepEqual(
    facet.values.map((v) => v.value),
    values.split(',').map((v) => v.trim()),
  );
});

When(
  'the embedded searches service counts the postcode facet of the listings in {string}',
  async function (this: PortalWorld, country: string) {
    const container = await embeddedSearch();
    const spec = parseFacetSpec('postcode,count:1000');
    assert.ok(spec.ok);
    if (!spec.ok) return;
    searchService(this).outcome = await container
      .get(SearchesService)
      .createSearch(
        { filters: { location: { placeId: country } } },
        { mode: 'NoListings', facets: [spec.value], saveInDb: false },
        callerFor(),
      );
  },
);

Then('every postcode value has at least {int} characters', function (this: PortalWorld, length: number) {
  const result = searchService(this).outcome as Result<SearchResult, DomainError>;
  assert.ok(result.ok, 'expected results');
  if (!result.ok) return;
  const values = result.value.facets[0].values;
  assert.ok(values.length > 0, 'expected postcode values');
  assert.ok(
    values.every((v) => v.value.length >= length),
    `short values: ${values
      .filter((v) => v.value.length < length)
      .map((v) => v.value)
      .join(', ')}`,
  );
});
