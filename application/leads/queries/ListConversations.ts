import { inject, injectable } from 'inversify';
import type { ChatParticipant, ConversationSummary } from '#domain/leads/conversations/Conversation';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { ConversationsService } from '../ports';

/** /chat's list: the caller's conversations, the latest message first. */
@injectable()
export class ListConversationsHandler {
  constructor(@inject(ConversationsService) private readonly conversations: ConversationsService) {}

  execute(query: { caller: ChatParticipant }): Promise<Result<{ conversations: ConversationSummary[] }, DomainError>> {
    return this.conversations.listConversations(query.caller);
  }
}
