import type { ArchiveSearchHandler } from '#application/search/commands/ArchiveSearch';
import type { PatchSearchHandler } from '#application/search/commands/PatchSearch';
import type { GetSearchHandler } from '#application/search/queries/GetSearch';
import type { AuthenticationState } from '#domain/identity/AuthenticationState';
import type { PostLoginAction } from '#domain/identity/PostLoginAction';
import type { Notification } from '#domain/portal/Toasts';
import type { NotificationChannel } from '#domain/search/saved/SavedSearch';
import type { SearchCaller } from '#domain/search/SearchCaller';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { TrackedAct } from '#domain/tracking/TrackedActs';

/** What the save-search button needs from the rest of the portal (ports and the shell), injected for tests. */
export interface SaveSearchDependencies {
  patchSearch: Pick<PatchSearchHandler, 'execute'>;
  archiveSearch: Pick<ArchiveSearchHandler, 'execute'>;
  getSearch: Pick<GetSearchHandler, 'execute'>;
  /** Identifies the guest by e-mail (PATCH /profiles/{id} with details.email, document 000 §4), then refreshes the token. */
  identifyByEmail(profileId: number, email: string): Promise<Result<void, DomainError>>;
  /** POST /auth/action: the stored post-login action, encoded for this browser's profile. */
  encodeAction(action: PostLoginAction): Promise<Result<{ action: string }, DomainError>>;
  /** Opens the login/register flow, which comes back with the encoded action to replay. */
  openLogin(request: { action?: string; isRegister?: boolean }): void;
  notify(notification: Notification): void;
  /** Offers the app's alerts (document 000 §2: app advertisement of kind SearchAlerts), unless dismissed. */
  offerAppAdvertisement?(): void;
  caller(): SearchCaller;
  /** Makes this browser receive pushes (permission, service worker, subscription): 'subscribed' or the refusal's message key. */
  enablePush?(): Promise<string>;
  /** The browser's guest profile, born now if it has none (POST /auth/guest): saving a search is an act that bears it. */
  guestProfileId?(): Promise<number | null>;
  /** Posts the act (document 002 "Tracking events": searchId): the page's one tracker, which keeps the consent rules. */
  track?(act: TrackedAct): void;
}

/** The visitor as the button sees them: their state and profile (absent until the personal part arrives). */
export interface SaveSearchVisitor {
  state?: AuthenticationState | null;
  profileId?: number | null;
}

/**
 * 'saved' is the search-save confirmation (document 000 §2 "Modals and shell elements"), where the
 * push channel is offered; 'inviteToAuthenticate' is the same confirmation with the invitation.
 */
export type SaveSearchDialog =
  'none' | 'emailCapture' | 'rename' | 'unsave' | 'inviteToAuthenticate' | 'saved' | 'suggest';

/** What the save-search button knows of the stored search. */
export interface StoredSearchState {
  saved: boolean;
  title?: string;
  automaticTitle: string;
  automaticSubtitle: string;
  notifications: NotificationChannel[];
}

/** What the button keeps of a search the service answered. */
export function storedOf(search: {
  saved: boolean;
  title?: string;
  automaticTitle: string;
  automaticSubtitle: string;
  notifications: NotificationChannel[];
}): StoredSearchState {
  return {
    saved: search.saved,
    title: search.title,
    automaticTitle: search.automaticTitle,
    automaticSubtitle: search.automaticSubtitle,
    notifications: search.notifications,
  };
}

export const FAILURE: Notification = { id: 'saved-search', message: 'Toasts.SavedSearch.Failure', kind: 'error' };
export const SUBSCRIBED: Notification = {
  id: 'search-alert',
  message: 'Toasts.SearchAlert.Subscribe',
  kind: 'success',
};
export const UNSUBSCRIBED: Notification = {
  id: 'search-alert',
  message: 'Toasts.SearchAlert.Unsubscribe',
  kind: 'info',
};

/**
 * Refused for lack of rights (not signed in as the owner): the login flow opens with the action
 * stored, to resume afterwards (document 001 §4). Anything else is the failure toast.
 */
export async function askToLogIn(
  deps: Pick<SaveSearchDependencies, 'notify' | 'encodeAction' | 'openLogin'>,
  error: DomainError,
  action: PostLoginAction,
): Promise<void> {
  if (error.kind !== 'UNAUTHORIZED' && error.kind !== 'FORBIDDEN') {
    deps.notify(FAILURE);
    return;
  }
  const encoded = await deps.encodeAction(action);
  if (!encoded.ok) {
    deps.notify(FAILURE);
    return;
  }
  deps.openLogin({ action: encoded.value.action, isRegister: false });
}

/**
 * This browser subscribes to pushes before a search's PushNotification channel is turned on
 *; false, after the refusal's toast, when it could not.
 */
export async function browserReadyForPush(
  deps: Pick<SaveSearchDependencies, 'enablePush' | 'notify'>,
): Promise<boolean> {
  if (!deps.enablePush) return true;
  const outcome = await deps.enablePush();
  if (outcome === 'subscribed') return true;
  deps.notify(outcome === 'failed' ? FAILURE : { id: 'push', message: outcome, kind: 'error' });
  return false;
}
