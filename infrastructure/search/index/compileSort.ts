import type { Sorting } from '#domain/portal/Portal';
import type { FloorCriterion, SearchCriteria } from '#domain/search/query/SearchCriteria';
import { SORT_KEYS, type SortKey } from '#domain/search/sorting/sortKeys';
import { type ListingIndexStore, NO_INT16 } from './ListingIndexStore';

type Key = (slot: number) => number;

/**
 * A comparator of slots for a sorting (domain/search/sorting/sortKeys), with orderBySql's
 * meaning: missing values (NaN) last in either direction, ties broken by the next key, the id last.
 * `first` leads (nearby listings after those in the place).
 */
export function compileSort(
  sorting: Sorting,
  c: SearchCriteria,
  s: ListingIndexStore,
  first?: Key,
): (a: number, b: number) => number {
  const keys: { key: Key; desc: boolean }[] = first ? [{ key: first, desc: false }] : [];
  for (const term of SORT_KEYS[sorting]) {
    const key = keyOf(term.key, c, s);
    if (key) keys.push({ key, desc: term.direction === 'desc' });
  }
  return (a, b) => {
    for (const { key, desc } of keys) {
      const x = key(a);
      const y = key(b);
      if (x === y) continue;
      const xMissing = Number.isNaN(x);
      const yMissing = Number.isNaN(y);
      if (xMissing || yMissing) {
        if (xMissing && yMissing) continue;
        return xMissing ? 1 : -1;
      }
      return desc ? y - x : x - y;
    }
    return 0;
  };
}

/** Past every update date the index holds (epoch ms, year 2109): the plan tier above it in one number. */
const TIER_STEP = 2 ** 42;

/**
 * A number per slot that never contradicts compileSort's order: when one slot sorts before
 * another, its lead is at most the other's (smaller first). A top-k selection rejects most
 * slots on it alone. It is the first key (missing as +Infinity); for a plan tier followed by
 * the update date (justForYou without preferences), both in one number.
 */
export function compileLead(sorting: Sorting, c: SearchCriteria, s: ListingIndexStore): Key {
  const terms = SORT_KEYS[sorting].filter((term) => keyOf(term.key, c, s) !== undefined);
  const [first, second] = terms;
  if (
    first.key === 'categoryRank' &&
    first.direction === 'desc' &&
    second?.key === 'updateDate' &&
    second.direction === 'desc'
  ) {
    const { categoryRank, updatedAt } = s;
    // Clamped (a monotone map): a missing or out-of-range date still sorts within its tier.
    return (i) => {
      const at = updatedAt[i];
      return -(categoryRank[i] * TIER_STEP + (at >= 0 ? Math.min(at, TIER_STEP - 1) : -1));
    };
  }
  const key = keyOf(first.key, c, s)!;
  if (first.direction === 'desc')
    return (i) => {
      const x = key(i);
      return Number.isNaN(x) ? Number.POSITIVE_INFINITY : -x;
    };
  return (i) => {
    const x = key(i);
    return Number.isNaN(x) ? Number.POSITIVE_INFINITY : x;
  };
}

function keyOf(key: SortKey, c: SearchCriteria, s: ListingIndexStore): Key | undefined {
  switch (key) {
    case 'preferredMatches':
      return preferredMatches(c, s);
    case 'categoryRank':
      return (i) => s.categoryRank[i];
    case 'updateDate':
      return (i) => s.updatedAt[i];
    case 'price':
      return (i) => s.priceEur[i];
    case 'priceDropRatio':
      return (i) => (s.changeType[i] === 1 ? -s.changeRatio[i] : Number.NaN);
    case 'priceIncreaseRatio':
      return (i) => (s.changeType[i] === 2 ? s.changeRatio[i] : Number.NaN);
    case 'livingArea':
      return (i) => s.livingM2[i];
    case 'rooms':
      return (i) => s.rooms[i];
    case 'id':
      return (i) => s.id[i];
  }
}

function preferredMatches(c: SearchCriteria, s: ListingIndexStore): Key | undefined {
  const p = c.preferred;
  const terms: Key[] = [
    ...s.amenities.codesOf(p.amenities).map(
      (code): Key =>
        (i) =>
          Number(s.amenities.has(i, code)),
    ),
    ...s.proximities.codesOf(p.proximities).map(
      (code): Key =>
        (i) =>
          Number(s.proximities.has(i, code)),
    ),
    ...s.views.codesOf(p.views).map(
      (code): Key =>
        (i) =>
          Number(s.views.has(i, code)),
    ),
    ...s.orientations.codesOf(p.orientations).map(
      (code): Key =>
        (i) =>
          Number(s.orientations.has(i, code)),
    ),
    ...p.floors.map((f) => floorMatch(f, s)),
  ];
  if (terms.length === 0) return undefined;
  return (i) => {
    let sum = 0;
    for (const term of terms) sum += term(i);
    return sum;
  };
}

function floorMatch(f: FloorCriterion, s: ListingIndexStore): Key {
  const floor = (i: number) => (s.floor[i] === NO_INT16 ? Number.NaN : s.floor[i]);
  switch (f.kind) {
    case 'exact':
      return (i) => Number(floor(i) === f.floor);
    case 'basement':
      return (i) => Number(floor(i) < 0);
    case 'ground':
      return (i) => Number(floor(i) === 0);
    case 'upper':
      return (i) => Number(floor(i) >= 1);
  }
}
