import { hasFavoritesAccess } from '../../identity/AuthenticationRules';
import type { AuthenticationState } from '../../identity/AuthenticationState';
import { domainError, type DomainError } from '../../shared/DomainError';
import { err, ok, type Result } from '../../shared/Result';
import type { Listing } from '../Listing';

/** Document 001 §7: GET /v2/listings/favorites "mode ListingIds or NoListings". */
export const FAVORITES_MODES = ['ListingIds', 'NoListings'] as const;
export type FavoritesMode = (typeof FAVORITES_MODES)[number];
/** Document 001 §9: "favourites sort -creationDate (Light mode)". */
export const FAVORITES_SORT = '-creationDate';

/** Who asks for favourites: the verified session's state, user and current profile. */
export interface FavoritesCaller {
  state: AuthenticationState | undefined;
  userId: number | null;
  profileId?: number;
}

/**
 * Whose favourites a call reads and changes. Favourites belong to a user: the signed-in user, or
 * the user whose first profile this is (document 000 §4 "Access to favourites: authenticated or
 * identified with first profile"); the SQL adapter reads the profile's user in that case.
 */
/** The caller of a verified session (none: no state, favourites then answer 401 and the page opens the login modal). */
export function favoritesCallerOf(
  session: { state: AuthenticationState; userId: number | null; profileIds: readonly number[] } | undefined,
): FavoritesCaller {
  return session
    ? { state: session.state, userId: session.userId, profileId: session.profileIds[0] }
    : { state: undefined, userId: null };
}

export type FavoritesOwner = { kind: 'user'; userId: number } | { kind: 'firstProfile'; profileId: number };

export const FAVORITES_ACCESS_DENIED = 'FAVORITES_ACCESS_DENIED';

export function favoritesOwnerOf(caller: FavoritesCaller): Result<FavoritesOwner, DomainError> {
  if (!hasFavoritesAccess(caller.state)) {
    return err(
      domainError(
        caller.state === undefined ? 'UNAUTHORIZED' : 'FORBIDDEN',
        FAVORITES_ACCESS_DENIED,
        'Favourites need an authenticated user or one identified with their first profile',
      ),
    );
  }
  if (caller.state === 'UserAuthenticated' && caller.userId !== null)
    return ok({ kind: 'user', userId: caller.userId });
  if (caller.state === 'UserIdentifiedWithFirstProfile' && caller.profileId !== undefined)
    return ok({ kind: 'firstProfile', profileId: caller.profileId });
  return err(domainError('FORBIDDEN', FAVORITES_ACCESS_DENIED, 'The session names no user for its favourites'));
}

/** The answer of POST and DELETE /v2/listings/{id}/favorite (document 001 §7: "response total"). */
export interface FavoriteTotal {
  total: number;
}

/** GET /v2/listings/favorites: the total, and the ids newest first unless mode is NoListings. */
export interface FavoritesList {
  total: number;
  listingIds: number[];
}

/** One entry of the favourites page: a listing on its own, or a project's favourite units together. */
export type FavoritesGroup =
  | { kind: 'listing'; listing: Listing }
  | {
      kind: 'project';
      projectId: number;
      units: Listing[];
      /** The project's own listing (class ProjectListing or ProjectAsListing): its name and page. */
      project?: Listing;
    };

/**
 * Document 001 §3 "Favourites: listings, units grouped by project, total", newest first: the
 * listings keep the order given (-creationDate); a project's units sit together where its newest
 * favourite unit is.
 */
export function groupFavorites(listings: readonly Listing[]): FavoritesGroup[] {
  const groups: FavoritesGroup[] = [];
  const projects = new Map<number, Listing[]>();
  for (const listing of listings) {
    const projectId = listing.listingClass === 'UnitListing' ? listing.projectId : undefined;
    if (projectId === undefined) {
      groups.push({ kind: 'listing', listing });
      continue;
    }
    const units = projects.get(projectId);
    if (units) units.push(listing);
    else {
      const created: Listing[] = [listing];
      projects.set(projectId, created);
      groups.push({ kind: 'project', projectId, units: created });
    }
  }
  return groups;
}

/**
 * Document 001 §4: "One second after a favourite is created, the suggest-save-search modal may
 * open when the page is search, listing or project, no favourite searches exist, and it has not
 * been shown before (state kept locally with a hasBeenShown flag and lastModified)."
 */
export const SUGGEST_SAVE_SEARCH_DELAY_MS = 1000;
export type SuggestSaveSearchPage = 'searchPage' | 'listingPage' | 'projectPage' | 'favoritesPage' | (string & {});
export interface SuggestSaveSearchState {
  hasBeenShown: boolean;
  lastModified: string;
}

export function shouldSuggestSaveSearch(input: {
  page: SuggestSaveSearchPage;
  hasFavoriteSearches: boolean;
  state: SuggestSaveSearchState | undefined;
}): boolean {
  const onPage = input.page === 'searchPage' || input.page === 'listingPage' || input.page === 'projectPage';
  return onPage && !input.hasFavoriteSearches && !input.state?.hasBeenShown;
}
