import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { Container } from 'inversify';
import { ImportAgencyFeed, ListImportRuns } from '#application/listings/import/tokens';
import { ListingsReadCache, PageChangeLog } from '#application/portal/ports';
import { composeTestRoot } from '#config/di/composeTestRoot';
import type { ImportFormat, ImportMode } from '#domain/listings/import/ImportedListing';
import type { ImportRunReport } from '#domain/listings/import/ImportRunReport';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { listingImports, listings } from '#infrastructure/db/schema';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { writeImportFixtures } from '#test/mothers/import/importPlaces';
import { SAMPLE_FEEDS_DIR } from '#test/mothers/import/writeSampleFeeds';
import type { PortalWorld } from '#features/support/world';

/** One agency's imports within a scenario: the database, the container over it, the feed last sent and its report. */
export interface ImportScenario {
  database: OpenedDatabase;
  root: Container;
  agencyId: number;
  format?: ImportFormat;
  /** The feed as last imported (the sample, or the sample edited by a step). */
  feed?: string;
  report?: ImportRunReport;
  /** The listings' change log's length before a step's import. */
  changeLogBefore?: number;
}

declare module '../../support/world' {
  interface ScenarioState {
    agencyFeeds: ImportScenario;
  }
}

export const STEP = { timeout: 120_000 };

export const importScenario = (world: PortalWorld): ImportScenario =>
  world.slice('agencyFeeds', () => {
    throw new Error('no import scenario: the Background builds it');
  });

/** A fresh database with the sample feeds' towns, the CHF rate and an agency with an agent (test/mothers/import). */
export async function startImportScenario(world: PortalWorld): Promise<void> {
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-feature-'));
  world.onCleanup(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const { agencyId } = await writeImportFixtures(database.db);
  // The search answers by SQL: the in-memory index would only add a refresh to wait for.
  const root = composeTestRoot(database.db, { settings: { dataDir, searchIndex: false } });
  world.slice('agencyFeeds', () => ({ database, root, agencyId }));
}

export const FORMATS: Record<string, ImportFormat> = { OpenImmo: 'openimmo', Kyero: 'kyero' };

export const sampleFeed = (format: ImportFormat): string =>
  readFileSync(path.join(SAMPLE_FEEDS_DIR, `${format}-sample.xml`), 'utf8');

export async function importFeed(world: PortalWorld, format: ImportFormat, feed: string, mode: ImportMode) {
  const s = importScenario(world);
  const result = await s.root.get(ImportAgencyFeed).execute({ agencyId: s.agencyId, format, feed, mode });
  if (!result.ok) throw new Error(`the feed was refused: ${result.error.code} ${result.error.message}`);
  Object.assign(s, { format, feed, report: result.value });
  await forgetChangedListings(s.root);
  return result.value;
}

/**
 * What the server does on its page cache's tick (server/pageCache/pageInvalidation.ts): the
 * listings the change log names are forgotten by the listings' read cache, so their page is read again.
 */
async function forgetChangedListings(root: Container): Promise<void> {
  const log = root.get(PageChangeLog);
  const cache = root.get(ListingsReadCache);
  for (;;) {
    const changes = await log.read();
    if (changes.everything) cache.forget('all');
    else if (changes.tags.length === 0) return;
    else cache.forget(changes.listingIds);
  }
}

export const runsOf = (world: PortalWorld) => {
  const s = importScenario(world);
  return s.root.get(ListImportRuns).execute({ agencyId: s.agencyId });
};

/** The listing the agency's feed names `reference`. */
export async function importedListing(world: PortalWorld, reference: string): Promise<typeof listings.$inferSelect> {
  const s = importScenario(world);
  const [row] = await s.database.db
    .select({ listing: listings })
    .from(listingImports)
    .innerJoin(listings, eq(listings.id, listingImports.listingId))
    .where(and(eq(listingImports.agencyId, s.agencyId), eq(listingImports.reference, reference)));
  if (!row) throw new Error(`no listing imported as ${reference}`);
  return row.listing;
}

const ELEMENT: Record<ImportFormat, RegExp> = {
  openimmo: /<immobilie>[\s\S]*?<\/immobilie>\n?/gu,
  kyero: /<property>[\s\S]*?<\/property>\n?/gu,
};
const REFERENCE: Record<ImportFormat, (reference: string) => string> = {
  openimmo: (reference) => `<objektnr_extern>${reference}</objektnr_extern>`,
  kyero: (reference) => `<id>${reference}</id>`,
};

/** The feed with `edit` applied to each element of the listing `reference` (OpenImmo: every language's record). */
export function editListing(
  format: ImportFormat,
  feed: string,
  reference: string,
  edit: (element: string) => string,
): string {
  let found = 0;
  const edited = feed.replace(ELEMENT[format], (element) => {
    if (!element.includes(REFERENCE[format](reference))) return element;
    found++;
    return edit(element);
  });
  if (found === 0) throw new Error(`the feed has no listing ${reference}`);
  return edited;
}

/** The listing's price in the feed set to `price` (OpenImmo `kaufpreis` or `kaltmiete`, Kyero `price`). */
export function withPrice(format: ImportFormat, element: string, price: number): string {
  const tags = format === 'openimmo' ? ['kaufpreis', 'kaltmiete'] : ['price'];
  return tags.reduce(
    (text, tag) => text.replace(new RegExp(`<${tag}>[^<]*</${tag}>`, 'u'), `<${tag}>${price}</${tag}>`),
    element,
  );
}
