import type { PageContextServer } from 'vike/types';
import { LoadChatPage } from '#application/leads/pageTokens';
import type { ChatPageContent } from '#application/leads/queries/LoadChatPage';
import { isFullUser } from '#domain/identity/AuthenticationRules';
import type { ShellHints } from '#presentation/shell';

export interface ChatPageData extends ChatPageContent {
  /** The visitor's own page: never cached, never indexed. */
  shell: ShellHints;
}

/**
 * /chat. The query (application/leads/queries/LoadChatPage) decides: access, the conversations and
 * the one shown. This hands it the signed-in user as a party to conversations, and the address's
 * ?conversation=.
 */
export async function loadChatPageData(pageContext: PageContextServer): Promise<ChatPageData> {
  const { authSession, container } = pageContext;
  if (!container) throw new Error('The chat page needs the request container (server/ssr/ssr.ts pageContextInit)');
  const signedIn = authSession && isFullUser(authSession) && authSession.userId !== null ? authSession : undefined;
  const content = await container.get(LoadChatPage).execute({
    ...(signedIn && { caller: { userId: signedIn.userId!, profileIds: signedIn.profileIds } }),
    ...(pageContext.urlParsed.search.conversation !== undefined && {
      conversation: pageContext.urlParsed.search.conversation,
    }),
  });
  return { ...content, shell: { page: 'other', robots: { noindex: true } } };
}
