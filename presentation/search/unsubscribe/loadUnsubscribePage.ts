import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { UnsubscribeFromAlert } from '#application/alerts/tokens';
import { parseUnsubscribeId } from '#domain/alerts/unsubscribeLink';
import { loginStartUrl } from '#domain/identity/LoginStart';
import { ownProfileIdsOf } from '#domain/identity/ownProfiles';

export interface UnsubscribePageData {
  searchId: number;
  /** True when the digest's signed link turned the alert off; false when the owner is asked to confirm. */
  unsubscribed: boolean;
}

/**
 * /unsubscribe?unsublink={id} (document 001 §2, §4, §5): a crawler or a bad id goes to '/'; the
 * digest's signed link (profileId, sig) unsubscribes at once and the page shows the
 * post-unsubscribe modal; the signed-in owner without it is asked, and the page's button posts
 * (a GET changes nothing another site could send them to); a visitor who must log in goes to the
 * login with a callback to this page; 'Can't unsubscribe' goes home.
 */
export async function loadUnsubscribePage(pageContext: PageContextServer): Promise<UnsubscribePageData> {
  const { urlParsed, requestContext, container, authSession } = pageContext;
  const searchId = parseUnsubscribeId(urlParsed.search.unsublink);
  if (searchId === undefined || requestContext.isCrawler) throw redirect('/');
  if (!container) throw new Error('The unsubscribe page needs the request container');
  const profileId = Number(urlParsed.search.profileId);
  const signature = urlParsed.search.sig;
  const outcome = await container.get(UnsubscribeFromAlert).execute({
    searchId,
    link: Number.isSafeInteger(profileId) && signature ? { profileId, signature } : undefined,
    ownProfileIds: ownProfileIdsOf(authSession),
    way: 'link',
  });
  if (outcome === 'loginRequired') {
    throw redirect(loginStartUrl({ view: 'login', callbackUrl: `/unsubscribe?unsublink=${searchId}` }));
  }
  if (outcome === 'cannotUnsubscribe') throw redirect('/');
  return { searchId, unsubscribed: outcome === 'unsubscribed' };
}
