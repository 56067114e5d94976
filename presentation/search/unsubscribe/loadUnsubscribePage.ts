import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { OpenUnsubscribePage } from '#application/alerts/pageTokens';
import type { UnsubscribePageContent } from '#domain/alerts/unsubscribePage';
import { ownProfileIdsOf } from '#domain/identity/ownProfiles';

export type UnsubscribePageData = Omit<UnsubscribePageContent, 'kind'>;

/**
 * /unsubscribe?unsublink={id}. The command (application/alerts/commands/OpenUnsubscribePage)
 * decides: home for a crawler or a bad id, the attempt by link, the login or home after it. This
 * turns its answer into Vike's redirect or the page's data; the page's button posts (a GET changes
 * nothing another site could send the owner to).
 */
export async function loadUnsubscribePage(pageContext: PageContextServer): Promise<UnsubscribePageData> {
  const { urlParsed, requestContext, container, authSession } = pageContext;
  if (!container) throw new Error('The unsubscribe page needs the request container');
  const { unsublink, profileId, sig } = urlParsed.search;
  const outcome = await container.get(OpenUnsubscribePage).execute({
    url: { unsublink, profileId, sig },
    isCrawler: requestContext.isCrawler,
    ownProfileIds: ownProfileIdsOf(authSession),
  });
  if (outcome.kind === 'redirect') throw redirect(outcome.to, outcome.status);
  return { searchId: outcome.searchId, unsubscribed: outcome.unsubscribed };
}
