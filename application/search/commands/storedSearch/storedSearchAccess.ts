import { canSaveSearch } from '#domain/identity/AuthenticationRules';
import { parseSearchId } from '#domain/search/saved/parseSearchId';
import { searchServiceErrors as errors } from '#domain/search/saved/searchErrorsOfService';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { SavedSearchStore, SearchCaller, StoredSearch } from '../../ports';

/** The profiles whose searches the caller acts for: the current one and those identified to the same person. */
export const ownProfiles = (caller: SearchCaller): readonly string[] =>
  caller.ownProfileIds ?? (caller.profileId ? [caller.profileId] : []);

/** Document 001 §4: "Saving a search requires guest identified or better". */
export const maySave = (caller: SearchCaller): boolean => Boolean(caller.profileId) && canSaveSearch(caller.authState);

/** A stored search that is not archived (document 001 §5: 'SearchId {n} is not valid' / 'Search {n} is not found'). */
export async function loadStoredSearch(
  store: SavedSearchStore,
  id: number | string,
  reader?: { shareKey?: string },
): Promise<Result<StoredSearch, DomainError>> {
  const parsed = parseSearchId(id);
  if (!parsed.ok) return parsed;
  const row = await store.find(parsed.value, reader);
  return row && !row.isArchived ? ok(row) : err(errors.searchNotFound(parsed.value));
}

/**
 * Document 001 §4, §6: renaming, saving or deleting requires ownership ("their own searches"); a
 * search nobody owns is claimed by the first profile to change it.
 */
export async function loadOwnedSearch(
  store: SavedSearchStore,
  id: number | string,
  caller: SearchCaller,
): Promise<Result<StoredSearch, DomainError>> {
  const found = await loadStoredSearch(store, id);
  if (!found.ok) return found;
  const owner = found.value.createdByProfileId;
  return owner && !ownProfiles(caller).includes(owner) ? err(errors.notOwner(found.value.id)) : found;
}
