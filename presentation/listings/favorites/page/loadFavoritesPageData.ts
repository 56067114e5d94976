import type { PageContextServer } from 'vike/types';
import { identityOf } from '#presentation/identity';
import { GetFavoritesPage } from '#application/listings/tokens';
import { hasFavoritesAccess } from '#domain/identity/AuthenticationRules';
import type { FavoritesGroup } from '#domain/listings/favorites/Favorites';
import type { ShellHints } from '#presentation/shell';

export interface FavoritesPageData {
  /** The visitor may keep favourites (document 000 §4); otherwise the page invites them to sign in. */
  access: boolean;
  total: number;
  groups: FavoritesGroup[];
  mapTileUrl?: string;
  /** Document 001 §2: the page is tracked as favoritesPage. */
  trackedPage: 'favoritesPage';
  /** The visitor's own page: never cached (no shell.cache), never indexed. */
  shell: ShellHints;
}

/**
 * /favorites (document 000 §2: "Favourites on a map-split layout; no filtering, no save-search"):
 * the visitor's favourites through the request's container, newest first, units grouped by project.
 */
export async function loadFavoritesPageData(pageContext: PageContextServer): Promise<FavoritesPageData> {
  const { container, requestContext } = pageContext;
  const identity = await identityOf(pageContext);
  const base = {
    access: false,
    total: 0,
    groups: [],
    mapTileUrl: pageContext.mapTileUrl,
    trackedPage: 'favoritesPage' as const,
    shell: { page: 'other' as const, robots: { noindex: true } },
  };
  if (!container)
    throw new Error('The favourites page needs the request container (server/ssr/ssr.ts pageContextInit)');
  if (!identity?.state || !hasFavoritesAccess(identity.state)) return base;
  const result = await container.get(GetFavoritesPage).execute({
    caller: { state: identity.state, userId: identity.userId, profileId: identity.profileId ?? undefined },
    currencyId: requestContext.currency,
  });
  if (!result.ok) return base;
  return { ...base, access: true, total: result.value.total, groups: result.value.groups };
}
