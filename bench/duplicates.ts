import { isNotNull } from 'drizzle-orm';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { listings } from '#infrastructure/db/schema';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';

/** The default demo data set: "a few hundred such duplicates" are seeded in it. */
const LISTINGS = Number(process.env.BENCH_DUPLICATE_LISTINGS ?? 20_000);

/**
 * Duplicate detection: precision and recall of the rule on the seeded copies. The seed
 * labels which listings it wrote as the same property listed by another agency (`duplicate`) and
 * which as another flat of the same building (`neighbour`, to be kept apart); the rule, run by the
 * seed on what was written, marks duplicate_of. Pairs are counted within groups: a group of three
 * is three pairs. Numbers only, never a pass or fail.
 */
export default async function duplicatesBench(): Promise<void> {
  const database = await openTestDatabase();
  try {
    const started = performance.now();
    const report = await seedDemoData(database.db, { listings: LISTINGS, log: () => undefined });
    const seedMs = performance.now() - started;
    const copies = report.copies ?? [];
    const marked = await database.db
      .select({ id: listings.id, duplicateOf: listings.duplicateOf })
      .from(listings)
      .where(isNotNull(listings.duplicateOf));

    const truth = pairsOf(groups(copies.filter((copy) => copy.kind === 'duplicate').map((c) => [c.id, c.of])));
    const found = pairsOf(groups(marked.map((row) => [row.id, row.duplicateOf as number])));
    const neighbours = new Set(copies.filter((c) => c.kind === 'neighbour').map((c) => key(c.id, c.of)));
    const hits = [...found].filter((pair) => truth.has(pair)).length;
    const mergedNeighbours = [...found].filter((pair) => neighbours.has(pair)).length;
    const precision = found.size === 0 ? 1 : hits / found.size;
    const recall = truth.size === 0 ? 1 : hits / truth.size;

    console.log(
      `listings seeded            ${report.listings.toLocaleString('en')} in ${(seedMs / 1000).toFixed(1)} s (rule included)`,
    );
    console.log(
      `seeded duplicates          ${copies.filter((c) => c.kind === 'duplicate').length} listings, ${truth.size} pairs`,
    );
    console.log(`seeded near misses         ${neighbours.size} pairs (same building, another flat)`);
    console.log(`listings marked            ${marked.length}, ${found.size} pairs`);
    console.log(`true pairs found           ${hits}`);
    console.log(`near misses merged         ${mergedNeighbours}`);
    console.log(
      `other pairs merged         ${found.size - hits - mergedNeighbours} (unlabelled listings the rule joined)`,
    );
    console.log(`precision                  ${(precision * 100).toFixed(1)}%`);
    console.log(`recall                     ${(recall * 100).toFixed(1)}%`);
  } finally {
    await database.close();
  }
}

const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Connected groups of ids from links (copy → original, or listing → first of its group). */
function groups(links: ReadonlyArray<readonly [number, number]>): number[][] {
  const parent = new Map<number, number>();
  const root = (id: number): number => {
    while (parent.has(id) && parent.get(id) !== id) id = parent.get(id)!;
    return id;
  };
  for (const [a, b] of links) {
    if (!parent.has(a)) parent.set(a, a);
    if (!parent.has(b)) parent.set(b, b);
    parent.set(root(a), root(b));
  }
  const byRoot = new Map<number, number[]>();
  for (const id of parent.keys()) (byRoot.get(root(id)) ?? byRoot.set(root(id), []).get(root(id))!).push(id);
  return [...byRoot.values()];
}

function pairsOf(groupList: number[][]): Set<string> {
  const pairs = new Set<string>();
  for (const group of groupList)
    for (let i = 0; i < group.length; i++)
      for (let j = i + 1; j < group.length; j++) pairs.add(key(group[i], group[j]));
  return pairs;
}
