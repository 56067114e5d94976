import { inject, injectable } from 'inversify';
import type {
  ChatParticipant,
  ConversationSummary,
  ConversationThread,
} from '#domain/leads/conversations/Conversation';
import { parseDatabaseId } from '#domain/shared/databaseId';
import {
  GetConversation,
  type GetConversationUseCase,
  ListConversations,
  type ListConversationsUseCase,
} from '../tokens';

export interface LoadChatPage {
  /** The signed-in user as a party to conversations; absent for anyone else. */
  caller?: ChatParticipant;
  /** ?conversation= as the address wrote it. */
  conversation?: string;
}

export interface ChatPageContent {
  /** Chat is for signed-in users (document 000 §1); others are invited to sign in. */
  access: boolean;
  conversations: ConversationSummary[];
  /** The conversation asked for, else the latest one (phones show the list unless one was asked for). */
  thread?: ConversationThread;
  /** The address named a conversation. */
  threadAsked: boolean;
}

const NO_ACCESS: ChatPageContent = { access: false, conversations: [], threadAsked: false };

/**
 * /chat: the caller's conversations and the one asked for, else the latest. Without a signed-in
 * user, or when the list cannot be read, the page invites to sign in. A ?conversation= that is no id
 * a row can have is no conversation asked: the list opens as without it; one the caller is no party
 * to is not shown.
 */
@injectable()
export class LoadChatPageHandler {
  constructor(
    @inject(ListConversations) private readonly list: ListConversationsUseCase,
    @inject(GetConversation) private readonly get: GetConversationUseCase,
  ) {}

  async execute(query: LoadChatPage): Promise<ChatPageContent> {
    const { caller } = query;
    if (!caller) return NO_ACCESS;
    const listed = await this.list.execute({ caller });
    if (!listed.ok) return NO_ACCESS;
    const asked = parseDatabaseId(query.conversation);
    const id = asked ?? listed.value.conversations[0]?.id;
    const thread = id === undefined ? undefined : await this.get.execute({ id, caller });
    return {
      access: true,
      threadAsked: asked !== undefined,
      conversations: listed.value.conversations,
      ...(thread?.ok && { thread: thread.value }),
    };
  }
}
