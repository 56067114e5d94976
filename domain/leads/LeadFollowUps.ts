/**
 * What follows a sent lead (document 001 §4 "Lead submit"): "offer to save the search if one
 * exists, is unsaved and no forced subscribe; with forceSubscribe patch the search as saved with
 * Email and PushNotification notifications; if no search exists and the user is not fully logged
 * in, show the login modal; then show the app advertisement for Chat."
 */
export type LeadFollowUp =
  | { kind: 'suggestSaveSearch'; searchId: string }
  | { kind: 'saveSearch'; searchId: string; notifications: readonly ['Email', 'PushNotification'] }
  | { kind: 'loginModal' }
  | { kind: 'appAdvertisement'; subject: 'Chat' };

export interface FollowUpContext {
  /** The search the visitor came from (?searchId=), when there is one. */
  search?: { id: string; saved: boolean };
  forceSubscribe: boolean;
  /** UserAuthenticated: a signed-in user (document 000 §4). */
  fullyLoggedIn: boolean;
}

export function leadFollowUps(context: FollowUpContext): LeadFollowUp[] {
  const followUps: LeadFollowUp[] = [];
  const { search } = context;
  if (search && !search.saved && !context.forceSubscribe)
    followUps.push({ kind: 'suggestSaveSearch', searchId: search.id });
  if (search && context.forceSubscribe)
    followUps.push({ kind: 'saveSearch', searchId: search.id, notifications: ['Email', 'PushNotification'] });
  if (!search && !context.fullyLoggedIn) followUps.push({ kind: 'loginModal' });
  followUps.push({ kind: 'appAdvertisement', subject: 'Chat' });
  return followUps;
}
