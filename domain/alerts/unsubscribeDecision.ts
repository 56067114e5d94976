/** What an attempt to turn a saved search's alert off comes to (document 001 §2 /unsubscribe, §4 "Unsubscribe"). */
export type UnsubscribeOutcome = 'unsubscribed' | 'confirmationRequired' | 'loginRequired' | 'cannotUnsubscribe';

/**
 * How the attempt arrives: `link` is the GET of /unsubscribe (the digest's link, or any other site
 * that sends the visitor there); `confirmation` is the POST of the page's button.
 */
export type UnsubscribeWay = 'link' | 'confirmation';

export interface UnsubscribeAttempt {
  /** The search's owner; undefined when there is no such live search or it has no owner. */
  owner: number | undefined;
  /** Whether the digest's signature (profileId, sig) is valid for this search and its owner. */
  signedLink: boolean;
  /** The profiles the visitor's session acts for (current and identified). */
  ownProfileIds: readonly number[];
  way: UnsubscribeWay;
}

/**
 * The digest's signed link turns the alert off at once, no password needed (document 001 §4). A
 * GET without it changes nothing, even for the signed-in owner: another site could send them
 * there, so the page asks and its button posts. Anyone else must log in as the owner first;
 * "Can't unsubscribe" (no such live search) goes home.
 */
export function unsubscribeDecision(attempt: UnsubscribeAttempt): UnsubscribeOutcome {
  if (attempt.owner === undefined) return 'cannotUnsubscribe';
  if (attempt.signedLink) return 'unsubscribed';
  if (!attempt.ownProfileIds.includes(attempt.owner)) return 'loginRequired';
  return attempt.way === 'confirmation' ? 'unsubscribed' : 'confirmationRequired';
}
