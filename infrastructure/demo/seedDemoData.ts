import { count, eq, sql } from 'drizzle-orm';
import { bulkInsert } from '../db/bulkInsert';
import { withIndexesDeferred } from '../db/withIndexesDeferred';
import type { Database } from '../db/DatabaseToken';
import { loadExchangeRates } from '../db/exchangeRates/loadExchangeRates';
import {
  accountRoles,
  accounts,
  appMetadata,
  listingPriceHistory,
  listings,
  loginMethods,
  placeSlugs,
  places,
  projects,
  userIdentities,
  users,
} from '../db/schema';
import { buildAccounts } from './accounts/buildAccounts';
import { demoSignIns } from './accounts/demoSignIns';
import { DEMO_COUNTRIES } from './demoCountries';
import { writeListings } from './listings/writeListings';
import { demoPhotoHashes } from './media/photoHashes';
import type { SeededCopy } from './listings/buildListingCopy';
import { markDuplicates } from '#infrastructure/db/duplicates/markDuplicates';
import type { SeedContext } from './listings/SeedContext';
import { mediaNamesByKind } from './media/mediaPool';
import { renderMediaPool } from './media/renderMediaPool';
import { assignPlaceSlugs } from './places/assignPlaceSlugs';
import { buildGeography } from './places/buildGeography';
import { LocalityPicker } from './places/LocalityPicker';
import { PLACE_DATA_ATTRIBUTION } from './places/placeSources';
import { placeRows } from './places/placeRows';

export interface SeedOptions {
  /** Number of listings, projects and units included (default 20,000; up to 1,000,000). */
  listings?: number;
  seed?: number;
  /**
   * Where the illustration pool is rendered: `${DATA_DIR}/media`, served as /media/. Omit it when the
   * files are already served from elsewhere (a shared media volume, tests): listings name them all the same.
   */
  mediaDir?: string;
  log?: (message: string) => void;
  /** Replace whatever demo data is there. */
  force?: boolean;
  /** "Today" of the data set (default: the start of the current UTC day); same seed and day → same data. */
  now?: Date;
  batchSize?: number;
}

export interface SeedReport {
  skipped: boolean;
  listings: number;
  projects: number;
  places: number;
  accounts: number;
  users: number;
  /** The listings seeded as copies of others: the labelled set the duplicate rule is measured on (bench/duplicates.ts). */
  copies?: SeededCopy[];
  milliseconds: number;
}

const METADATA_KEY = 'demo-data';
const MAX_LISTINGS = 1_000_000;
/** Concurrent server nodes starting on one empty database seed it once: the others wait, then skip. */
const SEED_LOCK = sql`select pg_advisory_xact_lock(hashtext('homefinder.demo-seed'))`;

/**
 * Fills an empty database with the deterministic demo data set: places from real geography,
 * agencies and agents, listings with projects and units, price histories, and the picture pool.
 * Idempotent: a database that already holds it (or any listings at all) is left alone unless `force`.
 * Everything is written in one transaction, so an interrupted seed leaves nothing half-done.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const total = Math.round(options.listings ?? 20_000);
  const seed = options.seed ?? 42;
  if (!(total >= 1 && total <= MAX_LISTINGS))
    throw new RangeError(`Demo listings must be between 1 and ${MAX_LISTINGS}, got ${options.listings}`);
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const skip = (reason: string): SeedReport => {
    log(`Demo data: ${reason}; nothing to do.`);
    return {
      skipped: true,
      listings: 0,
      projects: 0,
      places: 0,
      accounts: 0,
      users: 0,
      milliseconds: performance.now() - started,
    };
  };
  // Before the check below: a data folder seeded before a picture joined the pool (the city guide's,
  // which content files name) gets it too; the files already there are kept, so this costs nothing.
  if (options.mediaDir) {
    const media = await renderMediaPool(options.mediaDir);
    log(
      `Demo data: pictures ready in ${options.mediaDir} (${media.rendered} rendered, ${media.kept} kept) at ${elapsed()}`,
    );
  }
  if (!options.force && (await alreadySeeded(db))) return skip('already present');

  const now = options.now ?? startOfUtcDay(new Date());
  const geography = buildGeography(DEMO_COUNTRIES);
  const slugs = assignPlaceSlugs(geography.nodes);
  const demoAccounts = buildAccounts(seed, geography, total, DEMO_COUNTRIES);
  const signIns = await demoSignIns(demoAccounts);
  log(
    `Demo data: ${geography.nodes.length} places, ${demoAccounts.accounts.length} accounts, ${demoAccounts.users.length} users built at ${elapsed()}`,
  );

  const report = await db.transaction(async (tx): Promise<SeedReport> => {
    await tx.execute(SEED_LOCK);
    if (!options.force && (await alreadySeeded(tx))) return skip('seeded meanwhile by another process');
    if (options.force) {
      await tx.execute(
        sql`truncate ${listingPriceHistory}, ${listings}, ${projects}, ${accountRoles}, ${users}, ${accounts}, ${placeSlugs}, ${places} restart identity cascade`,
      );
      await tx.delete(appMetadata).where(eq(appMetadata.key, METADATA_KEY));
    }
    // The tables are empty (or truncated): load first, index after.
    const counts = await withIndexesDeferred(
      tx,
      [
        'places',
        'place_slugs',
        'accounts',
        'users',
        'listings',
        'search_listings',
        'listing_price_history',
        'projects',
      ],
      async () => {
        await bulkInsert(tx, places, placeRows(geography.nodes));
        await bulkInsert(tx, placeSlugs, slugs);
        await bulkInsert(tx, accounts, demoAccounts.accounts);
        await bulkInsert(tx, users, demoAccounts.users);
        await bulkInsert(tx, accountRoles, demoAccounts.roles);
        if (signIns.identities.length > 0) {
          await tx.insert(userIdentities).values(signIns.identities);
          await tx.insert(loginMethods).values(signIns.loginMethods);
        }
        log(`Demo data: places and accounts written at ${elapsed()}`);

        const ctx: SeedContext = {
          seed,
          now,
          countries: DEMO_COUNTRIES,
          accounts: demoAccounts,
          media: mediaNamesByKind(),
          rates: await loadExchangeRates(tx),
          pickers: new Map(
            [...geography.localitiesByCountry].map(([iso, localities]) => [iso, new LocalityPicker(localities)]),
          ),
        };
        const written = await writeListings(tx, ctx, total, options.batchSize ?? 2000, (count) => {
          log(`Demo data: ${count.toLocaleString('en')} / ${total.toLocaleString('en')} listings at ${elapsed()}`);
        });
        // Duplicate detection: the rule runs on what was written, not on what the seed knows.
        const hashes = await demoPhotoHashes();
        const marking = await markDuplicates(tx, (url) => hashes.get(url));
        log(`Demo data: ${marking.marked} duplicates marked (${marking.pairs} pairs) at ${elapsed()}`);
        return written;
      },
    );
    const { listings: written, projects: projectCount, copies } = counts;
    log(`Demo data: indexes built at ${elapsed()}`);
    // Ids were given explicitly: move the identity sequences past them for listings created later.
    for (const table of ['listings', 'projects', 'accounts', 'users']) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.identifier(table)}))`,
      );
    }
    const report = {
      listings: written,
      projects: projectCount,
      places: geography.nodes.length,
      accounts: demoAccounts.accounts.length,
      users: demoAccounts.users.length,
    };
    // The attribution travels with the data: CC BY requires showing it wherever the places are shown.
    await tx.insert(appMetadata).values({
      key: METADATA_KEY,
      value: { seed, now: now.toISOString(), ...report, attribution: PLACE_DATA_ATTRIBUTION },
    });
    log(`Demo data: ${written.toLocaleString('en')} listings (${projectCount} projects) seeded in ${elapsed()}`);
    return { skipped: false, ...report, copies, milliseconds: performance.now() - started };
  });
  if (!report.skipped) {
    // PGlite has no autovacuum: without fresh statistics the first searches would get blind query plans.
    await db.execute(sql`analyze`);
    log(`Demo data: statistics updated at ${elapsed()}`);
  }
  return { ...report, milliseconds: performance.now() - started };
}

/** Seeded by us, or holding someone's real listings: either way not ours to fill. */
async function alreadySeeded(db: Database): Promise<boolean> {
  const [marker] = await db.select({ key: appMetadata.key }).from(appMetadata).where(eq(appMetadata.key, METADATA_KEY));
  if (marker) return true;
  const [{ total }] = await db.select({ total: count() }).from(listings);
  return total > 0;
}

const startOfUtcDay = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
