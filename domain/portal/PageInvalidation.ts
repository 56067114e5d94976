/**
 * The names of what a shared (cached) page shows, so a change can drop every page that showed it
 * (docs/pages.md). A page lists them in its data (ShellHints.cache.invalidatedBy); the listing
 * change log turns each changed listing into the same names.
 */
export type PageTag = `listing:${number}` | `place:${string}` | `country:${string}` | 'listings:any' | 'content:any';

export const pageTags = {
  /** The page shows this listing (its card or its page). */
  listing: (id: number): PageTag => `listing:${id}`,
  /** The page lists listings in this place: a listing there that is new, changed or archived changes it. */
  place: (placeId: string): PageTag => `place:${placeId}`,
  /** The page lists listings of a whole country. */
  country: (countryISO: string): PageTag => `country:${countryISO.toUpperCase()}`,
  /** The page lists listings anywhere (no place): any listing change changes it. */
  anyListing: (): PageTag => 'listings:any',
  /** The page is a content page (the home page among them): a change to the content files changes it. */
  content: (): PageTag => 'content:any',
};

/** What a change to one listing invalidates: its own pages and every list of its places and country. */
export function tagsOfListingChange(change: {
  listingId: number;
  countryISO?: string;
  ancestorPlaceIds?: readonly string[];
}): PageTag[] {
  const tags: PageTag[] = [pageTags.listing(change.listingId), pageTags.anyListing()];
  if (change.countryISO) tags.push(pageTags.country(change.countryISO));
  for (const placeId of change.ancestorPlaceIds ?? []) tags.push(pageTags.place(placeId));
  return tags;
}

/** What the change log says since its last read: the pages to drop, or everything (it cannot say). */
export type PageChanges = { everything: true } | { everything: false; tags: PageTag[]; listingIds: number[] };
