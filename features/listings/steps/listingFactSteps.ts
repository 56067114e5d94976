import assert from 'node:assert/strict';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import { type ListingFact, listingFacts } from '#domain/listings/ListingFacts';
import { formatArea } from '#domain/portal/AreaFormat';
import { pluralCategory } from '#domain/portal/PluralCategory';
import type { PortalWorld } from '#features/support/world';
import { listings, plainSpaces } from './ListingsScenario';

const facts = (world: PortalWorld) => listings(world).outcome as ListingFact[];

/** The value column of a facts table, written the way a reader would. */
function valueOf(fact: ListingFact): string {
  switch (fact.id) {
    case 'livingArea':
    case 'landArea':
      return plainSpaces(formatArea(fact.area, 'en'));
    case 'floor':
      return String(fact.floor);
    case 'constructionYear':
      return String(fact.year);
    default:
      return String(fact.count);
  }
}

Given(
  /^a listing with ([\d.]+) rooms, (\d+) bedrooms, (\d+) bathrooms, (\d+) m² living space on the (\d+)(?:st|nd|rd|th) floor, built in (\d{4})$/,
  function (
    this: PortalWorld,
    rooms: string,
    bedrooms: string,
    bathrooms: string,
    living: string,
    floor: string,
    year: string,
  ) {
    const scenario = listings(this);
    scenario.listing = {
      ...scenario.listing,
      numberOf: { rooms: Number(rooms), bedrooms: Number(bedrooms), bathrooms: Number(bathrooms) },
      area: { living: [{ value: Number(living), unit: 'SquareMeter', original: true }] },
      floor: Number(floor),
      constructionYear: Number(year),
    };
  },
);

Given('a listing on floor {int}', function (this: PortalWorld, floor: number) {
  const scenario = listings(this);
  scenario.listing = { ...scenario.listing, floor };
});

Given('a studio with {int} bedrooms', function (this: PortalWorld, bedrooms: number) {
  const scenario = listings(this);
  scenario.listing = { ...scenario.listing, numberOf: { rooms: 1, bedrooms } };
});

When('its key facts are listed', function (this: PortalWorld) {
  const scenario = listings(this);
  scenario.outcome = listingFacts(scenario.listing);
});

Then('the facts are:', function (this: PortalWorld, table: DataTable) {
  const actual = facts(this).map((fact) => ({ fact: fact.id, 'message key': fact.messageKey, value: valueOf(fact) }));
  assert.deepEqual(actual, table.hashes());
});

Then('the floor fact uses the message key {string}', function (this: PortalWorld, key: string) {
  assert.equal(facts(this).find((f) => f.id === 'floor')?.messageKey, key);
});

Then(
  'the bedrooms fact counts {int}, which takes the {string} form in {string}',
  function (this: PortalWorld, count: number, form: string, culture: string) {
    const fact = facts(this).find((f) => f.id === 'bedrooms');
    assert.ok(fact && 'count' in fact, 'expected a bedrooms fact');
    assert.equal(fact.count, count);
    assert.equal(pluralCategory(fact.count, culture), form);
  },
);
