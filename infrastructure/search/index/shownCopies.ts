import { type DuplicateMark, shownOnce } from '#domain/listings/duplicates/duplicateRule';
import type { ListingIndexStore } from './ListingIndexStore';

/**
 * Of the copies a search matched (slots with a duplicate mark, set aside by the scanning loop),
 * the ones it shows, by the domain's rule (shownOnce): none whose group's first listing matches
 * too (`matches` tests that listing's slot), else the earliest copy matched. A listing without a
 * mark never comes here: the first of a group is its lowest id (markDuplicates keeps it so), shown
 * whenever it matches. Copies are a few per cent of the listings, so this costs little.
 */
export function shownCopies(
  copies: readonly number[],
  s: ListingIndexStore,
  matches: (slot: number) => boolean,
): number[] {
  if (copies.length === 0) return [];
  const members: Array<DuplicateMark & { slot: number }> = [];
  const tested = new Set<number>();
  for (const slot of copies) {
    const first = s.duplicateOf[slot];
    members.push({ id: s.id[slot], duplicateOf: first, slot });
    if (tested.has(first)) continue;
    tested.add(first);
    const firstSlot = s.slotOf.get(first);
    if (firstSlot !== undefined && matches(firstSlot)) members.push({ id: first, slot: -1 });
  }
  return shownOnce(members).flatMap((member) => (member.slot >= 0 ? [member.slot] : []));
}
