import type { PageContextServer } from 'vike/types';
import { GetConversation, ListConversations } from '#application/leads/tokens';
import { isFullUser } from '#domain/identity/AuthenticationRules';
import type { ConversationSummary, ConversationThread } from '#domain/leads/conversations/Conversation';
import type { ShellHints } from '#presentation/shell';
import { parseDatabaseId } from '#domain/shared/databaseId';

export interface ChatPageData {
  /** Chat is for signed-in users (document 000 §1); others are invited to sign in. */
  access: boolean;
  conversations: ConversationSummary[];
  /** The conversation of ?conversation=, else the latest one on wide screens (the page decides). */
  thread?: ConversationThread;
  /** The address named the conversation: phones then show it rather than the list. */
  threadAsked: boolean;
  /** The visitor's own page: never cached, never indexed. */
  shell: ShellHints;
}

/** /chat: the signed-in user's conversations through the request's container, and the one asked for. */
export async function loadChatPageData(pageContext: PageContextServer): Promise<ChatPageData> {
  const { authSession, container } = pageContext;
  const base: ChatPageData = {
    access: false,
    conversations: [],
    threadAsked: false,
    shell: { page: 'other', robots: { noindex: true } },
  };
  if (!container) throw new Error('The chat page needs the request container (server/ssr/ssr.ts pageContextInit)');
  if (!authSession || !isFullUser(authSession) || authSession.userId === null) return base;
  const caller = { userId: authSession.userId, profileIds: authSession.profileIds };
  const list = await container.get(ListConversations).execute({ caller });
  if (!list.ok) return base;
  // ?conversation= that is no id a row can have is no conversation asked: the list opens as without it.
  const asked = parseDatabaseId(pageContext.urlParsed.search.conversation);
  const id = asked ?? list.value.conversations[0]?.id;
  const thread = id === undefined ? undefined : await container.get(GetConversation).execute({ id, caller });
  return {
    ...base,
    access: true,
    threadAsked: asked !== undefined,
    conversations: list.value.conversations,
    ...(thread?.ok ? { thread: thread.value } : {}),
  };
}
