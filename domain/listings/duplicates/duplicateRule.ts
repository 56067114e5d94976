import type { PropertyType, TransactionType } from '../Listing';

/**
 * Duplicate detection: "the same property listed by several agencies (close
 * coordinates, same type, area within 3%, price within 5%, similar photos by a perceptual hash)
 * is shown once in search". The numbers the issue leaves open are ours, below.
 */
export const DUPLICATE_RULE = {
  /** "close coordinates": two agencies geocode one address a few metres apart, rarely more. */
  maxDistanceMetres: 60,
  areaTolerance: 0.03,
  priceTolerance: 0.05,
  /** Hamming distance between two 64-bit dHashes under which two photos count as the same picture. */
  maxHashDistance: 10,
  /** "similar photos": this share of the smaller gallery has a match in the other. */
  minPhotoShare: 0.5,
} as const;

export interface DuplicateCandidate {
  id: number;
  /** The publishing agency: one agency listing a property twice is a different problem. */
  accountId: number | null;
  transactionType: TransactionType;
  type: PropertyType;
  latitude: number;
  longitude: number;
  livingM2: number | null;
  /** The price in one currency for every candidate (EUR). */
  price: number;
  /** 64-bit perceptual hashes of its photos, as 16 hex digits. */
  photoHashes: readonly string[];
}

/** Whether two listings are the same property offered by two agencies. */
export function isSameProperty(a: DuplicateCandidate, b: DuplicateCandidate): boolean {
  if (a.id === b.id || a.accountId === b.accountId) return false;
  if (a.transactionType !== b.transactionType || a.type !== b.type) return false;
  if (distanceMetres(a, b) > DUPLICATE_RULE.maxDistanceMetres) return false;
  if (a.livingM2 === null || b.livingM2 === null) return false;
  if (!within(a.livingM2, b.livingM2, DUPLICATE_RULE.areaTolerance)) return false;
  if (!within(a.price, b.price, DUPLICATE_RULE.priceTolerance)) return false;
  return similarPhotos(a.photoHashes, b.photoHashes);
}

/**
 * Groups of the same property: each listing mapped to its group's first (lowest id, the first
 * published), which search shows; the first itself is not in the map.
 */
export function groupDuplicates(pairs: ReadonlyArray<readonly [number, number]>): Map<number, number> {
  const parent = new Map<number, number>();
  const root = (id: number): number => {
    let r = id;
    while (parent.has(r) && parent.get(r) !== r) r = parent.get(r)!;
    return r;
  };
  for (const [a, b] of pairs) {
    const ra = root(a);
    const rb = root(b);
    if (ra === rb) continue;
    const [low, high] = ra < rb ? [ra, rb] : [rb, ra];
    parent.set(high, low);
    parent.set(low, low);
  }
  const canonical = new Map<number, number>();
  for (const id of parent.keys()) {
    const r = root(id);
    if (r !== id) canonical.set(id, r);
  }
  return canonical;
}

/** |a − b| relative to the larger of the two. */
function within(a: number, b: number, tolerance: number): boolean {
  const larger = Math.max(Math.abs(a), Math.abs(b));
  return larger === 0 || Math.abs(a - b) / larger <= tolerance;
}

function similarPhotos(a: readonly string[], b: readonly string[]): boolean {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  if (small.length === 0) return false;
  const matched = small.filter((hash) =>
    large.some((other) => hammingDistance(hash, other) <= DUPLICATE_RULE.maxHashDistance),
  );
  return matched.length / small.length >= DUPLICATE_RULE.minPhotoShare;
}

/** Bits that differ between two 64-bit hashes written as 16 hex digits. */
export function hammingDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (x > 0n) {
    count += Number(x & 1n);
    x >>= 1n;
  }
  return count;
}

/** Haversine distance on a sphere of the Earth's mean radius. */
export function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** A listing as search sees its duplicate mark: `duplicateOf` is its group's first listing, absent on the first itself. */
export interface DuplicateMark {
  id: number;
  duplicateOf?: number | null;
}

/**
 * is shown once in search: of the listings a search matched, the ones it shows. Each
 * property appears once, as the first published (lowest id) of its listings that the search
 * matched: the group's first listing when it matched, else the earliest other agency's copy that
 * did (a price filter may keep the first out and let a copy in; an agency's own search finds its
 * own copy). The others are surfaced on the shown listing's page ("also listed by N agencies").
 * Listings outside any group are all shown. Keeps the order it was given.
 */
export function shownOnce<T extends DuplicateMark>(matched: readonly T[]): T[] {
  const firstOf = new Map<number, number>();
  for (const listing of matched) {
    const group = listing.duplicateOf ?? listing.id;
    const held = firstOf.get(group);
    if (held === undefined || listing.id < held) firstOf.set(group, listing.id);
  }
  return matched.filter((listing) => firstOf.get(listing.duplicateOf ?? listing.id) === listing.id);
}
