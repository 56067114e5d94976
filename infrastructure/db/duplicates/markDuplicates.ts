import { and, eq, inArray, sql } from 'drizzle-orm';
import { type DuplicateCandidate, groupDuplicates, isSameProperty } from '#domain/listings/duplicates/duplicateRule';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { listings } from '#infrastructure/db/schema';

/** Grid cells of about 110 m: a pair closer than the rule's 60 m sits in the same or a neighbouring cell. */
const CELL_DEGREES = 0.001;

export interface DuplicateMarking {
  /** Pairs the rule found the same property. */
  pairs: number;
  /** Listings now pointing at the first listing of their group. */
  marked: number;
}

/**
 * Applies the duplicate rule (domain/listings/duplicates) to the live property listings and stores
 * each group's first listing in duplicate_of of the others; search shows the first only. Listings
 * are compared with those of the same type in their grid cell and the neighbouring ones, never all
 * pairs. `hashOf` gives a photo's perceptual hash by its URL (undefined when unknown).
 */
export async function markDuplicates(
  db: Database,
  hashOf: (url: string) => string | undefined,
): Promise<DuplicateMarking> {
  const rows = await db
    .select({
      id: listings.id,
      accountId: listings.accountId,
      transactionType: listings.transactionType,
      type: listings.type,
      latitude: listings.latitude,
      longitude: listings.longitude,
      livingM2: listings.livingM2,
      price: listings.priceEur,
      images: listings.images,
    })
    .from(listings)
    .where(
      and(eq(listings.isArchived, false), eq(listings.listingClass, 'PropertyListing'), eq(listings.priceShow, true)),
    );
  const cells = new Map<string, DuplicateCandidate[]>();
  const cellKey = (type: string, tt: string, x: number, y: number) => `${type}|${tt}|${x}|${y}`;
  const candidates = rows.map((row) => ({
    ...row,
    photoHashes: row.images.flatMap((image) => hashOf(image.url) ?? []),
  }));
  for (const candidate of candidates) {
    const key = cellKey(candidate.type, candidate.transactionType, cell(candidate.longitude), cell(candidate.latitude));
    (cells.get(key) ?? cells.set(key, []).get(key)!).push(candidate);
  }
  const pairs: Array<[number, number]> = [];
  for (const a of candidates) {
    const x = cell(a.longitude);
    const y = cell(a.latitude);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const b of cells.get(cellKey(a.type, a.transactionType, x + dx, y + dy)) ?? []) {
          if (b.id > a.id && isSameProperty(a, b)) pairs.push([a.id, b.id]);
        }
      }
    }
  }
  const canonical = groupDuplicates(pairs);
  await db
    .update(listings)
    .set({ duplicateOf: null })
    .where(sql`${listings.duplicateOf} is not null`);
  const byFirst = new Map<number, number[]>();
  for (const [id, first] of canonical) (byFirst.get(first) ?? byFirst.set(first, []).get(first)!).push(id);
  for (const [first, ids] of byFirst)
    await db.update(listings).set({ duplicateOf: first }).where(inArray(listings.id, ids));
  return { pairs: pairs.length, marked: canonical.size };
}

const cell = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
