import { loginStartUrl } from '../identity/LoginStart';
import type { UnsubscribeOutcome } from './unsubscribeDecision';
import { parseUnsubscribeId } from './unsubscribeLink';

/** The unsubscribe page sends the visitor elsewhere (for now: 302). */
export interface UnsubscribePageRedirect {
  kind: 'redirect';
  to: string;
  status: 302;
}

/** The page itself: the alert turned off (the post-unsubscribe modal), or the owner asked to confirm. */
export interface UnsubscribePageContent {
  kind: 'page';
  searchId: number;
  /** True when the digest's signed link turned the alert off; false when the owner is asked to confirm. */
  unsubscribed: boolean;
}

export type UnsubscribePageOutcome = UnsubscribePageContent | UnsubscribePageRedirect;

const redirectTo = (to: string): UnsubscribePageRedirect => ({ kind: 'redirect', to, status: 302 });

/** The page's query as the digest's link writes it: /unsubscribe?unsublink={id}&profileId={id}&sig={signature}. */
export interface UnsubscribePageUrl {
  unsublink?: string;
  profileId?: string;
  sig?: string;
}

/**
 * Document 001 §2: "An unsubscribe attempt by a crawler or with a bad id redirects to '/'": the
 * search id to act on, or the redirect home. The digest's signature travels with it when whole.
 */
export function unsubscribeAttemptOf(
  url: UnsubscribePageUrl,
  isCrawler: boolean,
): { searchId: number; link?: { profileId: number; signature: string } } | UnsubscribePageRedirect {
  const searchId = parseUnsubscribeId(url.unsublink);
  if (searchId === undefined || isCrawler) return redirectTo('/');
  const profileId = Number(url.profileId);
  return {
    searchId,
    ...(Number.isSafeInteger(profileId) && url.sig && { link: { profileId, signature: url.sig } }),
  };
}

/**
 * What the page makes of the attempt (document 001 §4 "Unsubscribe"): the alert turned off or the
 * owner asked shows the page; a visitor who must log in goes to the login with a callback to this
 * page; "Can't unsubscribe" goes home.
 */
export function unsubscribePageOf(searchId: number, outcome: UnsubscribeOutcome): UnsubscribePageOutcome {
  if (outcome === 'loginRequired')
    return redirectTo(loginStartUrl({ view: 'login', callbackUrl: `/unsubscribe?unsublink=${searchId}` }));
  if (outcome === 'cannotUnsubscribe') return redirectTo('/');
  return { kind: 'page', searchId, unsubscribed: outcome === 'unsubscribed' };
}
