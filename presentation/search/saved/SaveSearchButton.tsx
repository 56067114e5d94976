import { observer } from 'mobx-react-lite';
import { useContext, useEffect, useMemo, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { PushSubscriptions } from '#application/alerts/ports';
import { AccountsService, SessionService } from '#application/identity/ports';
import { ArchiveSearch, GetSearch, PatchSearch } from '#application/search/tokens';
import type { PostLoginAction } from '#domain/identity/PostLoginAction';
import { SEARCH_TITLE_MAX_LENGTH } from '#domain/search/saved/SavedSearch';
import { loginModal, POST_LOGIN_ACTION_EVENT } from '#presentation/identity';
import { ContainerContext, useLazyInjection } from '#presentation/shared/di/ContainerContext';
import { Checkbox } from '#presentation/shared/forms/Checkbox';
import { TextField } from '#presentation/shared/forms/TextField';
import { useT } from '#presentation/shared/i18n';
import { useAppAdvertisement, useNotifications } from '#presentation/shared/shell/ShellServices';
import { Button, cx, Icon, Modal } from '#presentation/shared/ui';
import { searchCallerOf } from '#presentation/shared/searchCaller/searchCaller';
import { useSearchPage } from '../SearchPageContext';
import { subscribeThisBrowser } from './browserPush';
import { suggestSaveSearch } from '#presentation/shared/suggestSaveSearch/suggestSaveSearch';
import { SaveSearchViewModel, validTitle } from './SaveSearchViewModel';
import styles from './SaveSearchButton.module.css';

/**
 * A save-search view-model for this page and visitor, with the post-login actions it replays:
 * the search page's button and the suggest-save-search host each hold one.
 */
export function useSaveSearchViewModel(): SaveSearchViewModel {
  const { identity, requestContext } = usePageContext();
  const container = useContext(ContainerContext);
  const accounts = useLazyInjection(AccountsService);
  const session = useLazyInjection(SessionService);
  const notifications = useNotifications();
  const appAdvertisement = useAppAdvertisement();
  const vm = useMemo(
    () =>
      new SaveSearchViewModel({
        get patchSearch() {
          return container!.get(PatchSearch);
        },
        get archiveSearch() {
          return container!.get(ArchiveSearch);
        },
        get getSearch() {
          return container!.get(GetSearch);
        },
        identifyByEmail: async (profileId, email) => {
          const updated = await accounts.updateProfile(profileId, { details: { email } });
          if (!updated.ok) return updated;
          // The token carries the authentication state the searches service reads: refresh it now.
          const refreshed = await session.refresh();
          return refreshed.ok ? { ok: true, value: undefined } : refreshed;
        },
        encodeAction: (action) => session.encodeAction(action),
        openLogin: (request) => loginModal.open(request),
        notify: (notification) => notifications.notify(notification),
        offerAppAdvertisement: () => appAdvertisement.offer('SearchAlerts'),
        caller: () => searchCallerOf(requestContext),
        enablePush: () => subscribeThisBrowser(container!.get(PushSubscriptions)),
      }),
    [container, accounts, session, notifications, appAdvertisement, requestContext],
  );
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
  const { identity } = usePageContext();
  const vm = useSaveSearchViewModel();
  const searchId = page.results.searchId;
  const savedElsewhere = suggestSaveSearch.savedVersion;
  useEffect(() => {
    void vm.follow(searchId, savedElsewhere > 0);
  }, [vm, searchId, identity?.state, savedElsewhere]);
  // The page the suggest-save-search modal offers this search on (document 001 §4 "Favourites").
  useEffect(() => {
    suggestSaveSearch.setContext({ page: 'searchPage', searchId });
    return () => suggestSaveSearch.setContext(null);
  }, [searchId]);

  const disabled = vm.disabled(page.place !== undefined, page.loading);
  return (
    <>
      <button
        type="button"
        className={cx(styles.button, vm.saved && styles.saved)}
        onClick={vm.toggle}
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
          onClick={vm.openRename}
          data-testid="rename-search"
        >
          {t('SavedSearch.Rename.Open')}
        </button>
      )}
      <SaveSearchDialogs vm={vm} />
    </>
  );
});

/** The save-search dialogs of one view-model: e-mail capture, rename, unsave, the save confirmation. */
export function SaveSearchDialogs({ vm }: { vm: SaveSearchViewModel }) {
  return (
    <>
      <EmailCaptureModal vm={vm} />
      <RenameModal vm={vm} />
      <UnsaveModal vm={vm} />
      <SavedConfirmation vm={vm} />
    </>
  );
}

const UnsaveModal = observer(function UnsaveModal({ vm }: { vm: SaveSearchViewModel }) {
  const t = useT();
  return (
    <Modal
      open={vm.dialog === 'unsave'}
      onClose={vm.close}
      title={t('SavedSearch.Unsave.Title')}
      footer={
        <>
          <Button variant="secondary" onClick={vm.close}>
            {t('SavedSearch.Unsave.Cancel')}
          </Button>
          <Button onClick={() => void vm.remove()} disabled={vm.busy} data-testid="confirm-unsave">
            {t('SavedSearch.Unsave.Confirm')}
          </Button>
        </>
      }
    >
      <p>{t('SavedSearch.Unsave.Text', { title: vm.title })}</p>
    </Modal>
  );
});

/**
 * The search-save confirmation (document 000 §2): the push switch for this browser (issue 12 §5),
 * and for a visitor who is not authenticated the invitation to create an account (document 001 §3).
 */
const SavedConfirmation = observer(function SavedConfirmation({ vm }: { vm: SaveSearchViewModel }) {
  const t = useT();
  const invited = vm.dialog === 'inviteToAuthenticate';
  return (
    <Modal
      open={invited || vm.dialog === 'saved'}
      onClose={vm.close}
      title={t('SavedSearch.Saved.Title')}
      footer={
        invited ? (
          <>
            <Button variant="secondary" onClick={vm.close}>
              {t('SavedSearch.Saved.Later')}
            </Button>
            <Button
              onClick={() => {
                vm.close();
                loginModal.open({});
              }}
              data-testid="invite-authenticate"
            >
              {t('SavedSearch.Saved.CreateAccount')}
            </Button>
          </>
        ) : (
          <Button onClick={vm.close} data-testid="saved-ok">
            {t('SavedSearch.Saved.Ok')}
          </Button>
        )
      }
    >
      <div className={styles.form}>
        <p className={styles.lead}>{t(invited ? 'SavedSearch.Saved.Text' : 'SavedSearch.Saved.Confirmed')}</p>
        <Checkbox
          label={t('SavedSearch.Push.Label')}
          checked={vm.pushOn}
          disabled={vm.busy}
          onChange={(event) => void vm.setPush(event.target.checked)}
          data-testid="saved-push"
        />
        <a href="/my-home">{t('SavedSearch.Saved.MyHome')}</a>
      </div>
    </Modal>
  );
});

const EmailCaptureModal = observer(function EmailCaptureModal({ vm }: { vm: SaveSearchViewModel }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
  return (
    <Modal open={vm.dialog === 'emailCapture'} onClose={vm.close} title={t('SavedSearch.EmailCapture.Title')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!invalid) void vm.captureEmail(email);
        }}
      >
        <p className={styles.lead}>{t('SavedSearch.EmailCapture.Text')}</p>
        <TextField
          label={t('SavedSearch.EmailCapture.Email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched(true)}
          error={
            touched && invalid ? t('SavedSearch.EmailCapture.Invalid') : vm.emailError ? t(vm.emailError) : undefined
          }
          data-testid="capture-email"
        />
        <Button type="submit" block disabled={vm.busy} data-testid="capture-submit">
          {t('SavedSearch.EmailCapture.Submit')}
        </Button>
        <p className={styles.fine}>{t('SavedSearch.EmailCapture.Fine')}</p>
      </form>
    </Modal>
  );
});

const RenameModal = observer(function RenameModal({ vm }: { vm: SaveSearchViewModel }) {
  const t = useT();
  const [title, setTitle] = useState(vm.title);
  useEffect(() => {
    if (vm.dialog === 'rename') setTitle(vm.title);
  }, [vm.dialog, vm.title]);
  const problem = validTitle(title);
  return (
    <Modal open={vm.dialog === 'rename'} onClose={vm.close} title={t('SavedSearch.Rename.Title')}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem) void vm.rename(title);
        }}
      >
        <TextField
          label={t('SavedSearch.Rename.Label')}
          value={title}
          maxLength={SEARCH_TITLE_MAX_LENGTH + 10}
          onChange={(event) => setTitle(event.target.value)}
          error={problem ? t(problem, { max: SEARCH_TITLE_MAX_LENGTH }) : undefined}
          hint={t('SavedSearch.Rename.Hint', { max: SEARCH_TITLE_MAX_LENGTH })}
          data-testid="rename-title"
        />
        <Button type="submit" block disabled={vm.busy || problem !== undefined} data-testid="rename-submit">
          {t('SavedSearch.Rename.Submit')}
        </Button>
      </form>
    </Modal>
  );
});
