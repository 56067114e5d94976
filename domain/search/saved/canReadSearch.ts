import type { AuthenticationState } from '#domain/identity/AuthenticationState';
import { hasSavedSearchAccess } from '#domain/identity/AuthenticationRules';

/**
 * Who may open a stored search (GET /searches/{id}). Its owner always (a saved one needs
 * saved-search access too). An unsaved search is also a link: whoever holds its share reference
 * (`{id}.{shareKey}`, unguessable) may follow it; a sequential id alone opens nobody else's
 * search, so counting ids reads nothing. A saved one is its owner's only:
 * it holds their title and alerts, and document 001 §4 gives saved searches to those with
 * saved-search access. To anyone else it is 'Search {n} is not found' (document 001 §5), which
 * tells a stranger nothing about whose searches exist.
 */
export function canReadSearch(
  search: { saved: boolean; createdByProfileId: string | null },
  reader: { ownProfileIds: readonly string[]; authState?: AuthenticationState; holdsShareKey?: boolean },
): boolean {
  const owner = search.createdByProfileId !== null && reader.ownProfileIds.includes(search.createdByProfileId);
  if (!search.saved) return owner || reader.holdsShareKey === true;
  return owner && hasSavedSearchAccess(reader.authState);
}
