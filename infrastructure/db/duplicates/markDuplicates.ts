import { type SQL, and, eq, inArray, or, sql } from 'drizzle-orm';
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
  const candidates = await readCandidates(db, hashOf);
  const pairs = pairsAmong(candidates);
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

/** Degrees around a changed listing whose marks are decided again: a cell and a half, past the rule's 60 m. */
const NEAR_DEGREES = 0.0015;

/**
 * The duplicate rule again around changed listings (a listing published, moved, repriced, given
 * other photos, or archived): every listing within NEAR_DEGREES of one of them or of a listing of
 * their present groups gets the mark the rule gives it now, compared with the live listings a
 * further NEAR_DEGREES out; only marks that change are written. The first of a group stays its
 * lowest id, as markDuplicates sets it. A chain of copies reaching past that margin is not
 * followed (the rule's groups are a few listings within 60 m). What the job on the listings'
 * change log (SqlDuplicateJob) runs; `changedIds` may name listings deleted since.
 */
export async function markDuplicatesAround(
  db: Database,
  hashOf: (url: string) => string | undefined,
  changedIds: readonly number[],
): Promise<DuplicateMarking & { changed: number }> {
  if (changedIds.length === 0) return { pairs: 0, marked: 0, changed: 0 };
  const ids = sql`${sql.param([...changedIds])}::int[]`;
  // The changed listings, their groups' firsts, and the other listings of those groups: where marks may move.
  const seeds = rowsOf<{ latitude: unknown; longitude: unknown }>(
    await db.execute(sql`with changed as (select id, duplicate_of from listings where id = any(${ids}))
      select latitude, longitude from listings l where l.id in (select id from changed)
        or l.id in (select duplicate_of from changed)
        or l.duplicate_of in (select coalesce(duplicate_of, id) from changed)`),
  ).map((row) => ({ latitude: Number(row.latitude), longitude: Number(row.longitude) }));
  if (seeds.length === 0) return { pairs: 0, marked: 0, changed: 0 };
  const boxes = (margin: number) =>
    or(
      ...seeds.map(
        (p) =>
          sql`(${listings.latitude} between ${p.latitude - margin} and ${p.latitude + margin} and ${listings.longitude} between ${p.longitude - margin} and ${p.longitude + margin})`,
      ),
    )!;
  const candidates = await readCandidates(db, hashOf, boxes(2 * NEAR_DEGREES));
  const pairs = pairsAmong(candidates);
  const canonical = groupDuplicates(pairs);
  const near = (p: { latitude: number; longitude: number }) =>
    seeds.some(
      (s) => Math.abs(s.latitude - p.latitude) <= NEAR_DEGREES && Math.abs(s.longitude - p.longitude) <= NEAR_DEGREES,
    );
  // Every listing near the seeds, live or not (an archived one loses its mark), with the mark it has.
  const present = await db
    .select({
      id: listings.id,
      duplicateOf: listings.duplicateOf,
      latitude: listings.latitude,
      longitude: listings.longitude,
    })
    .from(listings)
    .where(boxes(NEAR_DEGREES));
  let marked = 0;
  let changed = 0;
  for (const row of present) {
    if (!near(row)) continue;
    const wanted = canonical.get(row.id) ?? null;
    if (wanted !== null) marked++;
    if (wanted === row.duplicateOf) continue;
    await db.update(listings).set({ duplicateOf: wanted }).where(eq(listings.id, row.id));
    changed++;
  }
  return { pairs: pairs.length, marked, changed };
}

/** The listings the rule compares: live property listings with a shown price, in `where` when given. */
async function readCandidates(
  db: Database,
  hashOf: (url: string) => string | undefined,
  where?: SQL,
): Promise<DuplicateCandidate[]> {
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
      and(
        eq(listings.isArchived, false),
        eq(listings.listingClass, 'PropertyListing'),
        eq(listings.priceShow, true),
        where,
      ),
    );
  return rows.map((row) => ({
    ...row,
    photoHashes: row.images.flatMap((image) => hashOf(image.url) ?? []),
  }));
}

/** Pairs the rule finds the same property, each listing compared with its grid cell and the neighbouring ones. */
function pairsAmong(candidates: readonly DuplicateCandidate[]): Array<[number, number]> {
  const cells = new Map<string, DuplicateCandidate[]>();
  const cellKey = (type: string, tt: string, x: number, y: number) => `${type}|${tt}|${x}|${y}`;
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
  return pairs;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
const cell = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
