import type { RequestAlertConfirmationHandler } from '#application/alerts';
import type { SavedSearch } from '#domain/search/saved/SavedSearch';
import type { SearchCaller } from '../ports';

export type AlertConfirmationRequester = Pick<RequestAlertConfirmationHandler, 'execute'>;

/**
 * A search saved with e-mail alerts: its owner's address gets its one confirmation e-mail unless it
 * is confirmed or a link is pending (docs/security.md "Mail to unconfirmed addresses"). The server
 * binds the requester; a browser's handlers, which reach the server's, have none.
 */
export async function confirmAlertAddressOf(
  search: SavedSearch,
  caller: SearchCaller,
  requester: AlertConfirmationRequester | undefined,
): Promise<void> {
  const owner = Number(search.createdByProfileId);
  if (!requester || !search.saved || !search.notifications.includes('Email') || !(owner >= 1)) return;
  await requester.execute({ profileId: owner, culture: caller.language, portalId: caller.portal.id });
}
