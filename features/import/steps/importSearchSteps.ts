import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { searchPortalRulesOf, type SearchCaller } from '#application/search/ports';
import { CreateSearch } from '#application/search/tokens';
import { PORTALS } from '#config/portals';
import { listingTitle } from '#domain/listings/ListingTitle';
import { convertPrice } from '#domain/portal/ExchangeRates';
import { loadExchangeRates } from '#infrastructure/db/exchangeRates/loadExchangeRates';
import type { SearchListing, SearchResult } from '#domain/search/results/SearchResult';
import type { PortalWorld } from '#features/support/world';
import { importedListing, importScenario, STEP } from './ImportScenario';

const LANGUAGES: Record<string, string> = { English: 'en', German: 'de' };

/** The last search's answer, its visitor's language, and the listing a step looks for in it. */
interface FeedSearch {
  language: string;
  result: SearchResult;
  listing?: SearchListing;
}

declare module '../../support/world' {
  interface ScenarioState {
    agencyFeedSearch: FeedSearch;
  }
}

const lastSearch = (world: PortalWorld) =>
  world.slice('agencyFeedSearch', () => {
    throw new Error('no search was run');
  });

const visitor = (language: string): SearchCaller => ({
  language,
  isCrawler: false,
  portal: searchPortalRulesOf(PORTALS.international),
});

/** A visitor's search for the listing's transaction and type in its town: what a visitor looking for it would ask. */
async function searchWhere(world: PortalWorld, reference: string, language: string, currencyId: string) {
  const row = await importedListing(world, reference);
  const result = await importScenario(world)
    .root.get(CreateSearch)
    .execute({
      search: {
        filters: {
          transactionType: row.transactionType,
          types: [row.type],
          location: { placeId: row.ancestorPlaceIds.at(-1)! },
        },
        currencyId,
      },
      execution: { saveInDb: false, count: 100 },
      caller: visitor(language),
    });
  assert.ok(result.ok, `the search was refused: ${JSON.stringify(!result.ok && result.error)}`);
  return { row, result: result.value };
}

When(
  /^a visitor searches in (English|German), in ([A-Z]{3}), where "([^"]+)" is$/,
  STEP,
  async function (this: PortalWorld, language: string, currencyId: string, reference: string) {
    const { row, result } = await searchWhere(this, reference, LANGUAGES[language], currencyId);
    const search = this.slice('agencyFeedSearch', () => ({ language: LANGUAGES[language], result }));
    Object.assign(search, { language: LANGUAGES[language], result, listing: undefined });
    search.listing = result.listings.find((listing) => listing.id === row.id);
  },
);

const found = (world: PortalWorld, reference: string) => {
  const { listing, result } = lastSearch(world);
  assert.ok(listing, `${reference} is not among the ${result.total} results`);
  return listing;
};

/** The description a visitor reads in their language: the published one, or the agency's translation. */
const descriptionIn = (listing: SearchListing, language: string) =>
  listing.language === language ? listing.descriptionFull : listing.descriptions[language]?.description;

Then(
  /^"([^"]+)" is found, titled "([^"]+)" and described "([^"]+)"$/,
  function (this: PortalWorld, reference: string, title: string, description: string) {
    const listing = found(this, reference);
    const { language } = lastSearch(this);
    const shown = listingTitle(listing, language);
    assert.deepEqual(
      { title: shown.kind === 'text' ? shown.full : shown.messageKey, description: descriptionIn(listing, language) },
      { title, description },
    );
  },
);

Then(/^"([^"]+)" is found, described "([^"]+)"$/, function (this: PortalWorld, reference, description) {
  const listing = found(this, reference);
  assert.equal(descriptionIn(listing, lastSearch(this).language), description);
});

Then(
  /^its price shows (\d+) ([A-Z]{3}) as published beside its price in ([A-Z]{3}) at the day's rate$/,
  async function (this: PortalWorld, value: string, currency: string, target: string) {
    const listing = lastSearch(this).listing!;
    const rates = await loadExchangeRates(importScenario(this).database.db);
    const converted = convertPrice(Number(value), currency, target, rates);
    assert.deepEqual(
      listing.price.values.map((price) => ({ type: price.type, value: price.value, currencyId: price.currencyId })),
      [
        { type: 'Original', value: Number(value), currencyId: currency },
        { type: 'Converted', value: converted, currencyId: target },
      ],
    );
  },
);

Then(
  /^"([^"]+)" is found with a living area of ([\d.]+) (\w+) as published beside ([\d.]+) (\w+)$/,
  function (this: PortalWorld, reference: string, value: string, unit: string, converted: string, target: string) {
    const listing = found(this, reference);
    assert.deepEqual(listing.area.living, [
      { value: Number(value), unit, original: true },
      { value: Number(converted), unit: target, original: false },
    ]);
  },
);

Then(/^a search where "([^"]+)" was no longer finds it$/, async function (this: PortalWorld, reference: string) {
  const { row, result } = await searchWhere(this, reference, 'en', 'EUR');
  assert.equal(
    result.listings.some((listing) => listing.id === row.id),
    false,
    `${reference} is still found`,
  );
});
