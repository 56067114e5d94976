import type { StoredSearch } from '#application/search/ports';
import type { SavedSearch } from '#domain/search/saved/SavedSearch';

/**
 * A search as a remote searches service answers it (document 001 §3, entity Search), as a store
 * row. The share key is the owner's (`shareReference` = `{id}.{shareKey}`) or the one the reader
 * followed; the update time is not on the wire, the last run (else the creation) stands for it.
 */
export function storedSearchOfWire(
  search: SavedSearch,
  known: { shareKey?: string; isArchived?: boolean } = {},
): StoredSearch {
  if (search.id === undefined) throw new Error('searches service: a stored search answered without its id');
  const creationDate = new Date(search.creationDate);
  const lastExecutionDate = search.lastExecutionDate ? new Date(search.lastExecutionDate) : null;
  const ownShareKey = search.shareReference?.slice(search.shareReference.indexOf('.') + 1);
  return {
    id: search.id,
    filters: search.filters,
    sort: search.params?.sort ?? null,
    title: search.title ?? null,
    saved: search.saved,
    notifications: search.notifications ?? [],
    currencyId: search.currencyId,
    portalId: search.portalId,
    saveSearchOrigin: search.saveSearchOrigin ?? null,
    createdByProfileId: search.createdByProfileId ?? null,
    shareKey: ownShareKey ?? known.shareKey ?? null,
    placeId: search.placeId ?? null,
    automaticTitle: search.automaticTitle,
    automaticSubtitle: search.automaticSubtitle,
    locationMode: search.locationMode ?? null,
    nearbyArea: search.nearbyArea ?? null,
    unreadTotal: search.unreadTotal,
    priceDropsTotal: search.priceDropsTotal,
    priceIncreasesTotal: search.priceIncreasesTotal,
    isArchived: known.isArchived ?? false,
    lastExecutionDate,
    creationDate,
    updatedAt: lastExecutionDate ?? creationDate,
  };
}
