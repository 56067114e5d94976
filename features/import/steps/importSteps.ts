import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { sql } from 'drizzle-orm';
import { GetListing } from '#application/listings/tokens';
import { rowsOf } from '#infrastructure/db/rowsOf';
import type { PortalWorld } from '#features/support/world';
import {
  editListing,
  FORMATS,
  importedListing,
  importFeed,
  importScenario,
  runsOf,
  sampleFeed,
  startImportScenario,
  STEP,
} from './ImportScenario';

/** Rows in the listings' change log: every write to a listing adds one (docs/import.md "A run", 6). */
const changeLogLength = async (world: PortalWorld) =>
  Number(
    rowsOf<{ n: unknown }>(
      await importScenario(world).database.db.execute(sql`select count(*)::int as n from listing_search_changes`),
    )[0].n,
  );

const pageOf = async (world: PortalWorld, reference: string) => {
  const row = await importedListing(world, reference);
  const page = await importScenario(world).root.get(GetListing).execute({ id: row.id, currencyId: 'EUR' });
  assert.ok(page.ok, `the listing ${reference} is not found`);
  return page.value;
};

Given('an agency whose software exports its listings as feeds', STEP, async function (this: PortalWorld) {
  await startImportScenario(this);
});

When(
  /^the agency's (OpenImmo|Kyero) sample feed is imported as a full feed$/,
  STEP,
  async function (this: PortalWorld, format: string) {
    await importFeed(this, FORMATS[format], sampleFeed(FORMATS[format]), 'full');
  },
);

Given(
  /^the agency's (OpenImmo|Kyero) sample feed was imported$/,
  STEP,
  async function (this: PortalWorld, format: string) {
    const report = await importFeed(this, FORMATS[format], sampleFeed(FORMATS[format]), 'full');
    assert.ok(report.counts.new > 0, `nothing imported: ${JSON.stringify(report.counts)}`);
  },
);

When('the same feed is imported again', STEP, async function (this: PortalWorld) {
  const s = importScenario(this);
  s.changeLogBefore = await changeLogLength(this);
  await importFeed(this, s.format!, s.feed!, 'full');
});

When(
  /^the feed is imported again as a (delta|full) feed without "([^"]+)"$/,
  STEP,
  async function (this: PortalWorld, mode: 'delta' | 'full', reference: string) {
    const s = importScenario(this);
    // Always from the sample: the delta's omission must not carry into the full feed after it.
    const without = editListing(s.format!, sampleFeed(s.format!), reference, () => '');
    await importFeed(this, s.format!, without, mode);
  },
);

Then(
  /^the run's report counts (\d+) new, (\d+) changed, (\d+) unchanged, (\d+) archived and (\d+) rejected$/,
  function (
    this: PortalWorld,
    created: string,
    changed: string,
    unchanged: string,
    archived: string,
    rejected: string,
  ) {
    assert.deepEqual(importScenario(this).report?.counts, {
      new: Number(created),
      changed: Number(changed),
      unchanged: Number(unchanged),
      archived: Number(archived),
      rejected: Number(rejected),
    });
  },
);

Then(
  /^the report rejects "([^"]+)" for its ([\w.]+) as "(\w+)"$/,
  function (this: PortalWorld, reference: string, field: string, reason: string) {
    const rejections = importScenario(this).report!.rejections.filter((item) => item.reference === reference);
    assert.ok(
      rejections.some((item) => item.field === field && item.reason === reason),
      `${reference} rejected as ${JSON.stringify(rejections)}`,
    );
  },
);

Then("the agency's runs show this report first", async function (this: PortalWorld) {
  const { report } = importScenario(this);
  const [latest] = await runsOf(this);
  assert.deepEqual(
    { id: latest?.id, counts: latest?.counts, rejections: latest?.rejections },
    { id: report!.id, counts: report!.counts, rejections: report!.rejections },
  );
});

Then(/^"([^"]+)" is rated ([A-G]) on the EU energy scale$/, async function (this: PortalWorld, reference, grade) {
  const row = await importedListing(this, reference);
  assert.equal(row.energyGrade, grade);
});

Then(/^"([^"]+)" is published with its price not shown$/, async function (this: PortalWorld, reference: string) {
  const listing = await pageOf(this, reference);
  assert.deepEqual({ archived: listing.isArchived, shown: listing.price.show }, { archived: false, shown: false });
});

Then(
  /^"([^"]+)" is let at (\d+) ([A-Z]{3}) per month$/,
  async function (this: PortalWorld, reference: string, value: string, currency: string) {
    const listing = await pageOf(this, reference);
    const original = listing.price.values.find((price) => price.type === 'Original');
    assert.deepEqual(
      {
        transaction: listing.transactionType,
        interval: listing.price.interval,
        value: original?.value,
        currency: original?.currencyId,
      },
      { transaction: 'Rent', interval: 'Month', value: Number(value), currency },
    );
  },
);

Then('no listing was written again', async function (this: PortalWorld) {
  assert.equal(await changeLogLength(this), importScenario(this).changeLogBefore);
});

Then(/^the page of "([^"]+)" shows it (live|archived)$/, async function (this: PortalWorld, reference, state) {
  const listing = await pageOf(this, reference);
  assert.equal(listing.isArchived, state === 'archived');
});

Then(
  /^the page of "([^"]+)" shows a price Drop from (\d+) ([A-Z]{3})$/,
  async function (this: PortalWorld, reference: string, previous: string, currency: string) {
    const listing = await pageOf(this, reference);
    const original = listing.price.values.find((price) => price.type === 'Original');
    assert.equal(original?.currencyId, currency);
    assert.deepEqual(
      { type: listing.price.lastChange?.type, previousValue: listing.price.lastChange?.previousValue },
      { type: 'Drop', previousValue: Number(previous) },
    );
  },
);
