import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';
import { SqlListingsService } from '#infrastructure/listings/sql/SqlListingsService';
import type { Listing } from '#domain/listings/Listing';

/** The contract suites' data set: 300 listings. */
const LISTINGS = Number(process.env.BENCH_SIMILAR_LISTINGS ?? 300);

/**
 * Similar listings (same transaction, type, place and price band; six cards), checked
 * on the 300-listing contract set: for every live property listing, how many similar ones it gets,
 * whether each keeps the rule (transaction, type, place, price within a quarter in EUR), and the
 * time one lookup takes. Numbers only.
 */
export default async function similarListingsBench(): Promise<void> {
  const database = await openTestDatabase();
  try {
    await seedDemoData(database.db, { listings: LISTINGS, log: () => undefined });
    const service = new SqlListingsService(database.db);
    const all = await service.getListingsByIds(
      Array.from({ length: LISTINGS }, (_, i) => i + 1),
      { currencyId: 'EUR', mode: 'Full' },
    );
    const live = all.filter((l) => !l.isArchived && l.listingClass === 'PropertyListing' && l.price.show);
    const eur = (l: Listing) => l.price.values.find((v) => v.currencyId === 'EUR')?.value ?? 0;
    const counts = new Map<number, number>();
    let broken = 0;
    const started = performance.now();
    for (const listing of live) {
      const similar = await service.getSimilarListings(listing.id, { currencyId: 'EUR', mode: 'Light' });
      counts.set(similar.length, (counts.get(similar.length) ?? 0) + 1);
      for (const other of similar) {
        // The same place below the country (its own, or one around it: the SQL adapter widens level by level).
        const below = (l: Listing) => l.location.placePath.filter((p) => p.type !== 'country').map((p) => p.placeId);
        const samePlace = below(other).some((placeId) => below(listing).includes(placeId));
        const band = Math.abs(eur(other) - eur(listing)) / eur(listing);
        if (
          other.transactionType !== listing.transactionType ||
          other.type !== listing.type ||
          other.isArchived ||
          !samePlace ||
          band > 0.26
        )
          broken++;
      }
    }
    const ms = (performance.now() - started) / live.length;
    console.log(`live property listings     ${live.length} of ${all.length}`);
    for (const [n, c] of [...counts].sort((a, b) => a[0] - b[0]))
      console.log(`  with ${n} similar          ${c} (${((c / live.length) * 100).toFixed(1)}%)`);
    console.log(`similar cards off the rule ${broken}`);
    console.log(`one lookup                 ${ms.toFixed(2)} ms on PGlite`);
  } finally {
    await database.close();
  }
}
