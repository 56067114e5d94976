import type { NavigationItem } from '#domain/portal/Navigation';
import { useT } from '#presentation/shared/i18n';
import { useNavigationState } from '#presentation/shared/shell/ShellServices';

/** The number a bubble shows for an entry (0 = no bubble). */
export function useNavigationCount(): (item: NavigationItem) => number {
  const navigation = useNavigationState();
  return (item) => {
    if (item === 'favorites') return navigation.favoritesTotal;
    if (item === 'chat') return navigation.unreadMessages;
    // Document 001 §4 "Alerts": the saved searches' unread counters, shown as the navigation counter.
    if (item === 'search') return navigation.savedSearchesUnread;
    return 0;
  };
}

/**
 * The count in words for screen readers (", 3 saved listings"), or null: the bubble itself is
 * hidden from them because "99+" says nothing, and the words go inside the link rather than in
 * an aria-label so the link's name still contains its visible text.
 */
export function useNavigationCountText(): (item: NavigationItem) => string | null {
  const t = useT();
  const countOf = useNavigationCount();
  return (item) => {
    const count = countOf(item);
    if (count <= 0) return null;
    if (item === 'favorites') return `, ${t('Shell.Navigation.SavedListings', { count })}`;
    if (item === 'chat') return `, ${t('Shell.Navigation.UnreadMessages', { count })}`;
    if (item === 'search') return `, ${t('MyHome.UnreadListings', { count })}`;
    return null;
  };
}
