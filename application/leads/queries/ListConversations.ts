import { inject, injectable } from 'inversify';
import type { ChatParticipant, ConversationSummary } from '#domain/leads/conversations/Conversation';
import { participantOf } from '#domain/leads/conversations/Conversation';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { ConversationStore } from '../ports';
import type { ListConversationsUseCase } from '../tokens';
import { summaryOf } from './conversationSummary';

export interface ListConversations {
  caller: ChatParticipant;
}

/** /chat's list: the caller's conversations, the latest message first; only those they are a party to. */
@injectable()
export class ListConversationsHandler implements ListConversationsUseCase {
  constructor(@inject(ConversationStore) private readonly store: ConversationStore) {}

  async execute({ caller }: ListConversations): Promise<Result<{ conversations: ConversationSummary[] }, DomainError>> {
    const rows = await this.store.listOf(caller);
    if (!rows.ok) return rows;
    const conversations = rows.value.flatMap((row) => {
      const side = participantOf(row, caller);
      return side ? [summaryOf(row, side)] : [];
    });
    return ok({ conversations });
  }
}
