import { observer } from 'mobx-react-lite';
import { useContext, useEffect } from 'react';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import { ListSearches } from '#application/search/tokens';
import { hasSavedSearchAccess } from '#domain/identity/AuthenticationRules';
import { ContainerContext } from '#presentation/shared/di/ContainerContext';
import { useNavigationState } from '#presentation/shared/shell/ShellServices';
import { useModals } from '#presentation/shared/modal/useModals';
import { searchCallerOf } from '#domain/search/SearchCaller';

/**
 * The navigation counter of the saved searches ("counters unreadTotal ... kept per
 * search and shown (the navigation counter, My home cards)"): once the visitor is known and has
 * saved-search access, their saved searches' unreadTotal summed (GET /searches, saved, at most
 * 100), read again when a search is saved from the suggest modal. Renders nothing.
 */
export const SavedSearchesSync = observer(function SavedSearchesSync() {
  const { identity, requestContext } = usePersonalPageContext();
  const container = useContext(ContainerContext);
  const navigation = useNavigationState();
  const state = identity?.state;
  const savedVersion = useModals().suggestSaveSearch.savedVersion;
  useEffect(() => {
    if (!container || !state || !hasSavedSearchAccess(state)) {
      navigation.setSavedSearchesUnread(0);
      return;
    }
    let cancelled = false;
    void container
      .get(ListSearches)
      .execute({
        // The handler answers the 100 newest saved searches (document 001 §9).
        query: { saved: true },
        caller: searchCallerOf(requestContext),
      })
      .then((page) => {
        if (cancelled) return;
        // 404 tolerated (document 001 §7): no saved search, nothing unread.
        navigation.setSavedSearchesUnread(
          page.ok ? page.value.searches.reduce((sum, search) => sum + search.unreadTotal, 0) : 0,
        );
      });
    return () => {
      cancelled = true;
    };
  }, [container, navigation, state, requestContext, savedVersion]);
  return null;
});
