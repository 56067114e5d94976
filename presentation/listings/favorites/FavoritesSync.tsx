import { useEffect } from 'react';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import { hasFavoritesAccess } from '#domain/identity/AuthenticationRules';
import { readFavoriteReturn } from './favoriteQuery';
import { useFavorites } from './useFavorites';

/**
 * Fills the hearts and the navigation counter once the page knows the visitor (docs/pages.md):
 * from the personal part on a shared page, from one GET /v2/listings/favorites on a page
 * rendered for a signed-in visitor. Then completes a favourite started before logging in
 * (document 000 §4: the page comes back with favoriteListingId in its query). Renders nothing.
 */
export function FavoritesSync() {
  const favorites = useFavorites();
  const { identity, personalAfterHydration, favorites: part } = usePersonalPageContext();
  const state = identity?.state;
  useEffect(() => {
    let cancelled = false;
    const ready = async () => {
      // A shared page before its personal part: nobody in particular yet.
      if (personalAfterHydration && !identity) return;
      if (part) favorites.hydrate(part);
      else if (!hasFavoritesAccess(state ?? undefined)) favorites.hydrate(undefined);
      else if (!personalAfterHydration) await favorites.load();
      else favorites.hydrate(undefined); // The personal part said nothing (its favourites failed).
      if (cancelled) return;
      const { pending, cleanedSearch } = readFavoriteReturn(window.location.search);
      if (!pending) return;
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${cleanedSearch}${window.location.hash}`,
      );
      favorites.complete(pending, state);
    };
    void ready();
    return () => {
      cancelled = true;
    };
  }, [favorites, part, identity, state, personalAfterHydration]);
  return null;
}
