import type { SavedSearch } from '#domain/search/saved/SavedSearch';
import type { NewStoredSearch, StoredSearch } from '../../ports';

/** A stored row as the searches service answers it; personal fields only for its owner (document 001 §4). */
export function savedSearchOf(row: StoredSearch, ownerView: boolean): SavedSearch {
  const search: SavedSearch = {
    id: row.id,
    filters: row.filters,
    params: row.sort ? { sort: row.sort as SavedSearch['params']['sort'] } : {},
    saved: row.saved,
    notifications: ownerView ? row.notifications : [],
    currencyId: row.currencyId,
    portalId: row.portalId,
    unreadTotal: row.unreadTotal,
    priceDropsTotal: row.priceDropsTotal,
    priceIncreasesTotal: row.priceIncreasesTotal,
    automaticTitle: row.automaticTitle,
    automaticSubtitle: row.automaticSubtitle,
    creationDate: row.creationDate.toISOString(),
  };
  if (ownerView && row.title) search.title = row.title;
  if (row.saveSearchOrigin) search.saveSearchOrigin = row.saveSearchOrigin;
  if (ownerView && row.createdByProfileId) search.createdByProfileId = row.createdByProfileId;
  if (ownerView && row.shareKey) search.shareReference = `${row.id}.${row.shareKey}`;
  if (row.locationMode) search.locationMode = row.locationMode;
  if (row.nearbyArea) search.nearbyArea = row.nearbyArea;
  if (row.lastExecutionDate) search.lastExecutionDate = row.lastExecutionDate.toISOString();
  if (row.placeId) search.placeId = row.placeId;
  return search;
}

/** A search that was run without being stored (document 001 §6: crawlers): as it would be stored, without an id. */
export function unstoredSearchOf(
  row: Partial<NewStoredSearch> &
    Pick<
      NewStoredSearch,
      'filters' | 'currencyId' | 'portalId' | 'automaticTitle' | 'automaticSubtitle' | 'creationDate' | 'updatedAt'
    >,
): SavedSearch {
  const { id: _, ...search } = savedSearchOf(
    {
      id: 0,
      sort: null,
      title: null,
      saved: false,
      notifications: [],
      saveSearchOrigin: null,
      createdByProfileId: null,
      placeId: null,
      locationMode: null,
      nearbyArea: null,
      unreadTotal: 0,
      priceDropsTotal: 0,
      priceIncreasesTotal: 0,
      isArchived: false,
      lastExecutionDate: null,
      ...row,
      shareKey: null,
    },
    true,
  );
  return search;
}
