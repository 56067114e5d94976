import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { usePersonalPageContext } from '#presentation/shared/personal/usePersonalPageContext';
import { EnsureGuestProfile } from '#application/identity/tokens';
import type { PostLoginAction } from '#domain/identity/PostLoginAction';
import { POST_LOGIN_ACTION_EVENT } from '#presentation/identity';
import { useLazyInjection, useViewModel } from '#presentation/shared/di/ContainerContext';
import { useT } from '#presentation/shared/i18n';
import { cx, Icon } from '#presentation/shared/ui';
import { useOpenedOnce } from '#presentation/shared/lazy/useOpenedOnce';
import { searchCallerOf } from '#domain/search/SearchCaller';
import { useSearchPage } from '../SearchPageContext';
import { useModals } from '#presentation/shared/modal/useModals';
import type { SaveSearchViewModel as SaveSearchViewModelClass } from './SaveSearchViewModel';
import { SaveSearchViewModel } from '../viewModelTokens';
import styles from './SaveSearchButton.module.css';

// The dialogs open after a click (or a replayed action): their code loads then, not with the page.
const SaveSearchDialogs = lazy(() =>
  import('./SaveSearchDialogs').then((module) => ({ default: module.SaveSearchDialogs })),
);

/**
 * A save-search view-model for this page and visitor, with the post-login actions it replays:
 * the search page's button and the suggest-save-search host each hold one.
 */
export function useSaveSearchViewModel(): SaveSearchViewModelClass {
  const { identity, requestContext } = usePersonalPageContext();
  // The visitor's searches are read and changed as the request context says (made again when it changes).
  const vm = useViewModel(SaveSearchViewModel, { caller: searchCallerOf(requestContext) }, [requestContext]);
  useEffect(() => {
    vm.setVisitor({ state: identity?.state, profileId: identity?.profileId });
  }, [vm, identity?.state, identity?.profileId]);
  useEffect(() => {
    const onAction = (event: Event) => vm.replay((event as CustomEvent<PostLoginAction>).detail);
    window.addEventListener(POST_LOGIN_ACTION_EVENT, onAction);
    return () => window.removeEventListener(POST_LOGIN_ACTION_EVENT, onAction);
  }, [vm]);
  return vm;
}

/**
 * The search page's save-search button (document 001 §4 "Saving"): a heart-like toggle with the
 * e-mail capture, rename, unsave confirmation and the invitation to authenticate. Renders the
 * same for everyone on the server (shared HTML holds no saved state): the saved state arrives
 * with the personal part.
 */
export const SaveSearchButton = observer(function SaveSearchButton() {
  const page = useSearchPage();
  const t = useT();
  const { identity } = usePersonalPageContext();
  const vm = useSaveSearchViewModel();
  const ensureGuestProfile = useLazyInjection(EnsureGuestProfile);
  // A visitor without a profile has no stored search yet: the press bears the profile, then stores it.
  useEffect(() => {
    vm.setStorer(async () => {
      return (await ensureGuestProfile.execute()) !== null ? page.storeForVisitor() : undefined;
    });
    return () => vm.setStorer(undefined);
  }, [vm, page, ensureGuestProfile]);
  const searchId = page.results.searchId;
  const suggestSaveSearch = useModals().suggestSaveSearch;
  const savedElsewhere = suggestSaveSearch.savedVersion;
  useEffect(() => {
    void vm.follow(searchId, savedElsewhere > 0);
  }, [vm, searchId, identity?.state, savedElsewhere]);
  // The page the suggest-save-search modal offers this search on (document 001 §4 "Favourites").
  useEffect(() => {
    suggestSaveSearch.setContext({ page: 'searchPage', searchId });
    return () => suggestSaveSearch.setContext(null);
  }, [searchId, suggestSaveSearch]);

  const disabled = vm.disabled(page.place !== undefined, page.loading);
  return (
    <>
      <button
        type="button"
        className={cx(styles.button, vm.saved && styles.saved)}
        onClick={() => vm.toggle()}
        disabled={disabled}
        aria-pressed={vm.saved}
        data-testid="save-search"
      >
        <Icon name={vm.saved ? 'check' : 'bell'} size={18} />
        <span className={styles.label}>{t(vm.saved ? 'SavedSearch.Button.Saved' : 'SavedSearch.Button.Save')}</span>
      </button>
      {vm.saved && (
        <button
          type="button"
          className={cx(styles.link, styles.wide)}
          onClick={() => vm.openRename()}
          data-testid="rename-search"
        >
          {t('SavedSearch.Rename.Open')}
        </button>
      )}
      <LazySaveSearchDialogs vm={vm} />
    </>
  );
});

/** The button's dialogs (SaveSearchDialogs), mounted when the first one opens and kept after. */
const LazySaveSearchDialogs = observer(function LazySaveSearchDialogs({ vm }: { vm: SaveSearchViewModelClass }) {
  if (!useOpenedOnce(vm.dialog !== 'none')) return null;
  return (
    <Suspense fallback={null}>
      <SaveSearchDialogs vm={vm} />
    </Suspense>
  );
});
