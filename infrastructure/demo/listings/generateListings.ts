import { buildProjectBlock } from './buildProjectBlock';
import { buildPropertyListing } from './buildPropertyListing';
import { listingPlan } from './listingPlan';
import type { ListingBlock, SeedContext } from './SeedContext';

/**
 * Listings 1…total in batches of about `batchSize`, generated lazily so a million listings never
 * sit in memory at once. A project and its units always travel in the same batch.
 */
export function* generateListings(ctx: SeedContext, total: number, batchSize: number): Generator<ListingBlock> {
  let batch: ListingBlock = { projects: [], listings: [], history: [] };
  for (const item of listingPlan(ctx.seed, total)) {
    const block =
      item.kind === 'property'
        ? buildPropertyListing(ctx, item.id, item.projectsSoFar)
        : buildProjectBlock(ctx, item.id, item.projectId, item.kind === 'project' ? item.units : 0);
    batch.projects.push(...block.projects);
    batch.listings.push(...block.listings);
    batch.history.push(...block.history);
    if (batch.listings.length >= batchSize) {
      yield batch;
      batch = { projects: [], listings: [], history: [] };
    }
  }
  if (batch.listings.length > 0) yield batch;
}
