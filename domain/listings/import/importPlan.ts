import type { ImportedListing, ImportMode } from './ImportedListing';

/** What the portal already holds of one of the agency's imported listings. */
export interface ImportedListingState {
  listingId: number;
  fingerprint: string;
  isArchived: boolean;
  /** The price shown now, which a new price in the feed is a change from. */
  price: { value: number; currency: string };
}

export type ImportStep =
  | { kind: 'create'; listing: ImportedListing; fingerprint: string }
  | { kind: 'update'; listingId: number; listing: ImportedListing; fingerprint: string }
  | { kind: 'archive'; listingId: number; reference: string };

export interface ImportPlan {
  steps: ImportStep[];
  unchanged: number;
}

/**
 * What a feed changes, compared by the agency's own reference: a new reference is created, one
 * whose content changed (or that was archived and is back) is updated, the same content is left
 * alone. A full feed lists every live listing, so what it leaves out is archived; a delta names
 * only what changed and archives nothing but what it withdraws by name.
 */
export function planImport(
  existing: ReadonlyMap<string, ImportedListingState>,
  listings: readonly ImportedListing[],
  withdrawn: readonly string[],
  mode: ImportMode,
  /** References the feed has but could not import: left as they are, never archived for a fault. */
  rejected: ReadonlySet<string> = new Set(),
): ImportPlan {
  const steps: ImportStep[] = [];
  let unchanged = 0;
  const inFeed = new Set<string>();
  for (const listing of listings) {
    inFeed.add(listing.reference);
    const fingerprint = importFingerprint(listing);
    const before = existing.get(listing.reference);
    if (!before) steps.push({ kind: 'create', listing, fingerprint });
    else if (before.isArchived || before.fingerprint !== fingerprint)
      steps.push({ kind: 'update', listingId: before.listingId, listing, fingerprint });
    else unchanged += 1;
  }
  const gone = new Set(withdrawn.filter((reference) => !inFeed.has(reference)));
  if (mode === 'full')
    for (const reference of existing.keys())
      if (!inFeed.has(reference) && !rejected.has(reference)) gone.add(reference);
  for (const reference of gone) {
    const before = existing.get(reference);
    if (before && !before.isArchived) steps.push({ kind: 'archive', listingId: before.listingId, reference });
  }
  return { steps, unchanged };
}

/**
 * A short digest of everything the listing says, keys sorted, so the same content in another
 * order is the same listing. Two 32-bit FNV-1a hashes with different seeds: 64 bits, where a
 * collision would only delay one update to the next change.
 */
export function importFingerprint(listing: ImportedListing): string {
  const canonical = JSON.stringify(listing, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
  return fnv1a(canonical, 0x811c9dc5) + fnv1a(canonical, 0x01000193);
}

function fnv1a(input: string, seed: number): string {
  let hash = seed >>> 0;
  for (let i = 0; i < input.length; i += 1) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
