import type { AuthenticationState } from '#domain/identity/AuthenticationState';
import { hasSavedSearchAccess } from '#domain/identity/AuthenticationRules';

/**
 * Who may open a stored search (GET /searches/{id}). An unsaved search is a link anyone holding
 * it may follow (a drawn area's URL carries only the search's id). A saved one is its owner's:
 * it holds their title and alerts, and document 001 §4 gives saved searches to those with
 * saved-search access. To anyone else it is 'Search {n} is not found' (document 001 §5), which
 * tells a stranger nothing about whose searches exist.
 */
export function canReadSearch(
  search: { saved: boolean; createdByProfileId: string | null },
  reader: { ownProfileIds: readonly string[]; authState?: AuthenticationState },
): boolean {
  if (!search.saved) return true;
  return (
    search.createdByProfileId !== null &&
    reader.ownProfileIds.includes(search.createdByProfileId) &&
    hasSavedSearchAccess(reader.authState)
  );
}
