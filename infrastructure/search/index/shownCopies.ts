import type { ListingIndexStore } from './ListingIndexStore';

/**
 * Of the copies a search matched (slots with a duplicate mark, set aside by the scanning loop),
 * the ones it shows: the domain's rule (shownOnce of domain/listings/duplicates: each property
 * once, as the first published of its listings the search matched) written over slots, without
 * an object per listing, since every search runs it. A group's first listing is its lowest id
 * (markDuplicates keeps it so): when it matches too (`matches` tests its slot), none of its
 * copies is shown; else the lowest id among the copies matched. A listing without a mark never
 * comes here. The contract suite checks the answers against the oracle, which calls shownOnce.
 */
export function shownCopies(
  copies: readonly number[],
  s: ListingIndexStore,
  matches: (slot: number) => boolean,
): number[] {
  if (copies.length === 0) return [];
  // Per group (its first listing's id): the copy shown so far, or -1 when the first listing matched.
  const shown = new Map<number, number>();
  for (let k = 0; k < copies.length; k++) {
    const slot = copies[k];
    const first = s.duplicateOf[slot];
    const held = shown.get(first);
    if (held === undefined) {
      const firstSlot = s.firstSlotOf(slot);
      shown.set(first, firstSlot !== undefined && matches(firstSlot) ? -1 : slot);
    } else if (held >= 0 && s.id[slot] < s.id[held]) {
      shown.set(first, slot);
    }
  }
  const kept: number[] = [];
  for (const slot of shown.values()) if (slot >= 0) kept.push(slot);
  return kept;
}
