import { observer } from 'mobx-react-lite';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import { useT } from '#presentation/shared/i18n';
import { useHydrating } from '#presentation/shared/hydration/useHydrating';
import { useFavorites } from './useFavorites';
import styles from './FavoriteButton.module.css';

/**
 * The heart (document 000 §2: "A favourite button ... exist[s] on relevant pages"; document 001
 * §6: "Favourites button shows only when the portal allows users"). Pressed when the listing is
 * a favourite; the shared HTML shows it unpressed, the personal part fills it.
 */
export const FavoriteButton = observer(function FavoriteButton({
  listingId,
  variant = 'overlay',
  searchId,
}: {
  listingId: number;
  /** overlay: round, over a photo (cards, gallery); inline: with its words (page header). */
  variant?: 'overlay' | 'inline';
  searchId?: string;
}) {
  const t = useT();
  const favorites = useFavorites();
  // The server never knows the visitor's favourites: a heart in a part that hydrates late, maybe
  // after they arrived, hydrates unpressed, as it was served, then shows what they say.
  const hydrating = useHydrating();
  // Optional: a component test may render a page without Vike's page context.
  const pageContext = usePersonalPageContext() as ReturnType<typeof usePersonalPageContext> | undefined;
  if (pageContext?.requestContext.portal.allowUsers === false) return null;
  const identity = pageContext?.identity;
  const pressed = !hydrating && favorites.isFavorite(listingId);
  const label = t(pressed ? 'Listings.Favorite.Remove' : 'Listings.Favorite.Add');
  return (
    <button
      type="button"
      className={`${styles.heart} ${variant === 'inline' ? styles.inline : styles.overlay}`}
      aria-pressed={pressed}
      aria-label={variant === 'overlay' ? label : undefined}
      title={label}
      data-testid="favorite-button"
      data-listing-id={listingId}
      aria-busy={(!hydrating && favorites.isPending(listingId)) || undefined}
      onClick={(event) => {
        // On a card the heart sits inside the link's click area.
        event.preventDefault();
        event.stopPropagation();
        favorites.toggle(listingId, {
          state: identity?.state,
          currentUrl: `${window.location.pathname}${window.location.search}`,
          searchId,
        });
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className={styles.icon}>
        <path d="M12 20.3s-7.4-4.5-9.1-9.2C1.7 7.7 4 4.5 7.3 4.5c2 0 3.4 1.1 4.7 2.8 1.3-1.7 2.7-2.8 4.7-2.8 3.3 0 5.6 3.2 4.4 6.6-1.7 4.7-9.1 9.2-9.1 9.2z" />
      </svg>
      {variant === 'inline' && (
        // Both words take the button's width, the one not meant hidden (CSS, by aria-pressed): the shared
        // page shows the heart unpressed, and the personal part pressing it moves nothing (docs/pages.md §2).
        <span className={styles.words}>
          <span className={styles.save}>{t('Listings.Favorite.Save')}</span>
          <span className={styles.saved}>{t('Listings.Favorite.Saved')}</span>
        </span>
      )}
    </button>
  );
});
