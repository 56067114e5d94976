import { buildProjectBlock } from './buildProjectBlock';
import { buildListingCopy, copyable, type CopyKind } from './buildListingCopy';
import { buildPropertyListing } from './buildPropertyListing';
import { Random } from '../Random';
import { listingPlan } from './listingPlan';
import type { ListingBlock, ListingRow, SeedContext } from './SeedContext';

/** "a few hundred such duplicates" in the default 20,000 (2%), and half as many near misses. */
const DUPLICATE_SHARE = 0.02;
const NEIGHBOUR_SHARE = 0.01;
/** Copies are of a listing published shortly before (and in the same batch, so it is written first). */
const RECENT = 100;

/**
 * Listings 1…total in batches of about `batchSize`, generated lazily so a million listings never
 * sit in memory at once. A project and its units always travel in the same batch.
 */
export function* generateListings(ctx: SeedContext, total: number, batchSize: number): Generator<ListingBlock> {
  let batch: ListingBlock = { projects: [], companies: [], listings: [], history: [], copies: [] };
  const recent: ListingRow[] = [];
  for (const item of listingPlan(ctx.seed, total)) {
    // Its own stream: adding copies leaves every other listing as it was.
    const copyRng = Random.for(ctx.seed, 'copy', item.id);
    const draw = copyRng.float();
    // Every 150th listing too, so a small data set (the 300 of the contract suites) holds some.
    const kind: CopyKind | undefined =
      draw < DUPLICATE_SHARE || item.id % 150 === 75
        ? 'duplicate'
        : draw < DUPLICATE_SHARE + NEIGHBOUR_SHARE
          ? 'neighbour'
          : undefined;
    const block =
      item.kind === 'property' && kind && recent.length > 0
        ? buildListingCopy(ctx, item.id, copyRng.pick(recent), kind, copyRng)
        : item.kind === 'property'
          ? buildPropertyListing(ctx, item.id, item.projectsSoFar)
          : buildProjectBlock(ctx, item.id, item.projectId, item.kind === 'project' ? item.units : 0);
    if (item.kind === 'property' && !kind && copyable(block.listings[0])) {
      recent.push(block.listings[0]);
      if (recent.length > RECENT) recent.shift();
    }
    batch.copies?.push(...(block.copies ?? []));
    batch.projects.push(...block.projects);
    batch.companies.push(...block.companies);
    batch.listings.push(...block.listings);
    batch.history.push(...block.history);
    if (batch.listings.length >= batchSize) {
      yield batch;
      batch = { projects: [], companies: [], listings: [], history: [], copies: [] };
    }
  }
  if (batch.listings.length > 0) yield batch;
}
