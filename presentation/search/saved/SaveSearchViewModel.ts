import { flow, makeAutoObservable } from 'mobx';
import type { ArchiveSearchHandler } from '#application/search/commands/ArchiveSearch';
import type { PatchSearch, PatchSearchHandler } from '#application/search/commands/PatchSearch';
import type { GetSearchHandler } from '#application/search/queries/GetSearch';
import { canSaveSearch, isInvitedToAuthenticateAfterSaving } from '#domain/identity/AuthenticationRules';
import type { PostLoginAction } from '#domain/identity/PostLoginAction';
import { asksToConfirmAddress, withChannel } from '#domain/search/saved/alertChannels';
import type { NotificationChannel, SaveSearchOrigin } from '#domain/search/saved/SavedSearch';
import { searchTitleProblem } from '#domain/search/saved/searchTitle';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import {
  type SaveSearchDependencies,
  type SaveSearchDialog,
  type SaveSearchVisitor,
  askToLogIn,
  browserReadyForPush,
  FAILURE,
  storedOf,
  type StoredSearchState,
  SUBSCRIBED,
  UNSUBSCRIBED,
} from './saveSearchState';

/**
 * The save-search button and its dialogs (document 001 §4 "Saving", "Post-login actions"): the
 * button toggles the saved flag; it is disabled without a place or while loading. Saving needs
 * guest identified or better (a guest gives an e-mail first, in the capture modal); renaming and
 * deleting need the search's owner: when the service refuses, the login flow opens with the
 * stored action (saveSearch, renameSearch, deleteSearch), which replays once after login.
 * Deleting archives the search after the unsave confirmation. After saving, a visitor who is not
 * authenticated is invited to authenticate.
 */
export class SaveSearchViewModel {
  searchId?: number = undefined;
  stored?: StoredSearchState = undefined;
  busy = false;
  dialog: SaveSearchDialog = 'none';
  visitor: SaveSearchVisitor = {};
  /** The e-mail capture's own failure, a message key. */
  emailError?: string = undefined;

  constructor(
    private readonly deps: SaveSearchDependencies,
    private origin: SaveSearchOrigin = 'CurrentSearchOnSERP',
  ) {
    makeAutoObservable<this, 'deps' | 'origin'>(this, { deps: false, origin: false }, { autoBind: true });
  }

  get saved(): boolean {
    return this.stored?.saved ?? false;
  }
  get pushOn(): boolean {
    return this.stored?.notifications.includes('PushNotification') ?? false;
  }
  get title(): string {
    return this.stored?.title ?? this.stored?.automaticTitle ?? '';
  }

  /** The search-save confirmation's text: what the alerts bring, with the invitation to create an account for a visitor who is not authenticated. */
  get savedText(): 'SavedSearch.Saved.Text' | 'SavedSearch.Saved.Confirmed' {
    return this.dialog === 'inviteToAuthenticate' ? 'SavedSearch.Saved.Text' : 'SavedSearch.Saved.Confirmed';
  }

  /** Whether the confirmation tells the visitor to confirm their address from their inbox ('SavedSearch.Saved.CheckInbox'). */
  get asksToConfirmAddress(): boolean {
    return asksToConfirmAddress(this.stored?.notifications ?? []);
  }

  /** Document 001 §4: "disabled without a place or while loading". */
  disabled(hasPlace: boolean, loading: boolean): boolean {
    // Without a stored search, the press stores one: only once the visitor's part has arrived
    // (state null for a visitor without a profile, undefined before), or the page would be redrawn under the dialog.
    const storable = this.storer !== undefined && this.visitor.state !== undefined;
    return !hasPlace || loading || this.busy || (this.searchId === undefined && !storable);
  }

  /**
   * How the page stores its search when the visitor presses the button before it has an id: a
   * visitor without a profile stores none on a page view (docs/pages.md §10), so the press bears
   * the profile and stores the search, then goes on as any press.
   */
  setStorer(storer: (() => Promise<number | undefined>) | undefined): void {
    this.storer = storer;
  }
  private storer?: () => Promise<number | undefined> = undefined;

  private storeThenToggle = flow(function* storeThenToggle(this: SaveSearchViewModel) {
    if (!this.storer) return;
    this.busy = true;
    const id = (yield this.storer()) as number | undefined;
    this.busy = false;
    if (id === undefined) {
      this.deps.notify({ id: 'search-save', message: 'Errors.Message.SomethingWrong', kind: 'error' });
      return;
    }
    yield this.follow(id);
    if (this.searchId === id) this.toggle();
  });

  setVisitor(visitor: SaveSearchVisitor): void {
    this.visitor = visitor;
  }

  /** The page's stored search changed (a new search ran): read whether it is saved, for its owner. */
  follow = flow(function* follow(this: SaveSearchViewModel, searchId: number | undefined, reread = false) {
    if (searchId === this.searchId && !reread) return;
    this.searchId = searchId;
    this.stored = undefined;
    if (searchId === undefined || !canSaveSearch(this.visitor.state ?? undefined)) return;
    const result = (yield this.deps.getSearch.execute({
      id: searchId,
      execution: { mode: 'NoExecute', updateLastExecutionDate: false },
      caller: this.deps.caller(),
    })) as Awaited<ReturnType<GetSearchHandler['execute']>>;
    if (result.ok && this.searchId === searchId) this.stored = storedOf(result.value.search);
  });

  /** The button: saves an unsaved search, asks before deleting a saved one. */
  toggle(): void {
    if (this.busy) return;
    if (this.searchId === undefined) {
      void this.storeThenToggle();
      return;
    }
    if (this.saved) {
      this.dialog = 'unsave';
      return;
    }
    if (!canSaveSearch(this.visitor.state ?? undefined)) {
      this.emailError = undefined;
      this.dialog = 'emailCapture';
      return;
    }
    void this.save();
  }

  close(): void {
    // One modal at a time: the app's alerts are offered once the save confirmation is closed.
    if (this.dialog === 'saved') this.deps.offerAppAdvertisement?.();
    this.dialog = 'none';
  }
  openRename(): void {
    if (this.saved) this.dialog = 'rename';
  }

  /** The e-mail capture modal's submit: identify the guest, then save. */
  captureEmail = flow(function* captureEmail(this: SaveSearchViewModel, email: string) {
    const profileId =
      this.visitor.profileId ?? ((yield this.deps.guestProfileId?.()) as number | null | undefined) ?? null;
    if (profileId === null || profileId === undefined) {
      this.emailError = 'Errors.Message.SomethingWrong';
      return;
    }
    this.busy = true;
    const identified = (yield this.deps.identifyByEmail(profileId, email.trim())) as Result<void, DomainError>;
    this.busy = false;
    if (!identified.ok) {
      this.emailError = identified.error.message;
      return;
    }
    // Document 000 §4: a captured e-mail makes an unknown guest an identified one (the token says so after its refresh).
    if (!canSaveSearch(this.visitor.state ?? undefined)) this.visitor = { ...this.visitor, state: 'GuestIdentified' };
    this.dialog = 'none';
    yield this.save();
  });

  /**
   * The suggest-save-search modal (document 001 §2, §4): offered for a search that is not saved
   * yet (a guest not yet identified has none saved); its yes is the save-search button's press,
   * recorded with the origin the offer came with.
   */
  suggest = flow(function* suggest(this: SaveSearchViewModel, searchId: number, origin: SaveSearchOrigin) {
    this.origin = origin;
    yield this.follow(searchId);
    if (this.searchId !== searchId) return;
    if (this.stored ? !this.stored.saved : !canSaveSearch(this.visitor.state ?? undefined)) this.dialog = 'suggest';
  });

  /**
   * Document 001 §4 "Lead submit": "with forceSubscribe patch the search as saved with Email and
   * PushNotification notifications" (origin AutomaticallySavedSearchAfterLeadRequest).
   */
  saveAfterLead = flow(function* saveAfterLead(this: SaveSearchViewModel, searchId: number) {
    this.origin = 'AutomaticallySavedSearchAfterLeadRequest';
    yield this.follow(searchId);
    if (this.searchId === searchId) yield this.save(['Email', 'PushNotification']);
  });

  /** Saves with the automatic title and an e-mail alert (the default a saved search has). */
  save = flow(function* save(this: SaveSearchViewModel, notifications: NotificationChannel[] = ['Email']) {
    const id = this.searchId;
    if (id === undefined) return;
    this.busy = true;
    const result = (yield this.patch(id, {
      saved: true,
      notifications,
      saveSearchOrigin: this.origin,
    })) as Awaited<ReturnType<PatchSearchHandler['execute']>>;
    this.busy = false;
    if (!result.ok) {
      yield askToLogIn(this.deps, result.error, { type: 'saveSearch', searchId: id });
      return;
    }
    this.stored = storedOf(result.value.search);
    this.deps.track?.({ action: 'saveSearch', searchId: String(id) });
    this.deps.notify(SUBSCRIBED);
    // Document 001 §4: "after saving, a non-authenticated user is invited to authenticate".
    this.dialog = isInvitedToAuthenticateAfterSaving(this.visitor.state ?? undefined)
      ? 'inviteToAuthenticate'
      : 'saved';
  });

  rename = flow(function* rename(this: SaveSearchViewModel, title: string) {
    const id = this.searchId;
    if (id === undefined || searchTitleProblem(title)) return;
    this.busy = true;
    const result = (yield this.patch(id, { title: title.trim() })) as Awaited<
      ReturnType<PatchSearchHandler['execute']>
    >;
    this.busy = false;
    this.dialog = 'none';
    if (!result.ok) {
      yield askToLogIn(this.deps, result.error, { type: 'renameSearch', searchId: id, title: title.trim() });
      return;
    }
    this.stored = storedOf(result.value.search);
  });

  /** The unsave confirmation's yes: the search is archived (saved false, gone from the lists). */
  remove = flow(function* remove(this: SaveSearchViewModel) {
    const id = this.searchId;
    if (id === undefined) return;
    this.busy = true;
    const result = (yield this.deps.archiveSearch.execute({
      id,
      caller: this.deps.caller(),
    })) as Awaited<ReturnType<ArchiveSearchHandler['execute']>>;
    this.busy = false;
    this.dialog = 'none';
    if (!result.ok) {
      yield askToLogIn(this.deps, result.error, { type: 'deleteSearch', searchId: id });
      return;
    }
    this.stored = storedOf(result.value);
    this.deps.notify(UNSUBSCRIBED);
  });

  /** The alert switch: a notifications list with the channel subscribes; an empty one unsubscribes. */
  setAlert = flow(function* setAlert(this: SaveSearchViewModel, on: boolean) {
    const id = this.searchId;
    if (id === undefined || !this.saved) return;
    this.busy = true;
    const result = (yield this.patch(id, {
      notifications: on ? ['Email'] : [],
    })) as Awaited<ReturnType<PatchSearchHandler['execute']>>;
    this.busy = false;
    if (!result.ok) {
      this.deps.notify(FAILURE);
      return;
    }
    this.stored = storedOf(result.value.search);
    this.deps.notify(on ? SUBSCRIBED : UNSUBSCRIBED);
    if (on) this.deps.offerAppAdvertisement?.();
  });

  /**
   * The confirmation's push switch ("subscribe and unsubscribe from My home and the
   * save-search confirmation"): this browser subscribes first; the search's notifications then
   * gain or lose PushNotification, keeping its e-mail alert as it is.
   */
  setPush = flow(function* setPush(this: SaveSearchViewModel, on: boolean) {
    const id = this.searchId;
    if (id === undefined || !this.saved || !this.stored) return;
    this.busy = true;
    if (on && !(yield browserReadyForPush(this.deps))) {
      this.busy = false;
      return;
    }
    const notifications = withChannel(this.stored.notifications, 'PushNotification', on);
    const result = (yield this.patch(id, { notifications })) as Awaited<ReturnType<PatchSearchHandler['execute']>>;
    this.busy = false;
    if (!result.ok) {
      this.deps.notify(FAILURE);
      return;
    }
    this.stored = storedOf(result.value.search);
    this.deps.notify(on ? SUBSCRIBED : UNSUBSCRIBED);
  });

  /** A change of the page's stored search, as its owner; the service answers the search as changed. */
  private patch(id: number, patch: PatchSearch['patch']): ReturnType<PatchSearchHandler['execute']> {
    return this.deps.patchSearch.execute({ id, patch, execution: { mode: 'NoExecute' }, caller: this.deps.caller() });
  }

  /** A post-login action handed back by identity after login: run once, for this page's search only. */
  replay(action: PostLoginAction): void {
    if (action.type === 'createFavorite' || action.searchId !== this.searchId) return;
    if (action.type === 'saveSearch') void this.save();
    else if (action.type === 'renameSearch') void this.rename(action.title);
    else void this.remove();
  }
}
