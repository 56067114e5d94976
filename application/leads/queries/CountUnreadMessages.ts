import { inject, injectable } from 'inversify';
import { type ChatParticipant, type MessageStatus, unreadMessagesOf } from '#domain/leads/conversations/Conversation';
import type { DomainError } from '#domain/shared/DomainError';
import { map, type Result } from '#domain/shared/Result';
import { ConversationStore } from '../ports';
import type { CountUnreadMessagesUseCase } from '../tokens';

export interface CountUnreadMessages {
  caller: ChatParticipant;
  status: MessageStatus;
}

/**
 * Document 000 §4 "Chat unread total", §7 "GET communications /conversation/unread": the navigation's
 * bubble, the messages the other party wrote to the caller in the status asked for (the edge
 * defaults it to Dispatched): the rule is the domain's (unreadMessagesOf), the store counts by it.
 */
@injectable()
export class CountUnreadMessagesHandler implements CountUnreadMessagesUseCase {
  constructor(@inject(ConversationStore) private readonly store: ConversationStore) {}

  async execute(query: CountUnreadMessages): Promise<Result<{ total: number }, DomainError>> {
    const counted = unreadMessagesOf(query.status);
    return map(await this.store.countMessagesTo(query.caller, counted), (total) => ({ total }));
  }
}
