import { inject, injectable } from 'inversify';
import type { ChatParticipant, ConversationThread } from '#domain/leads/conversations/Conversation';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { ConversationsService } from '../ports';

/** One conversation with its messages, oldest first (reading it does not mark it read: MarkConversationRead does). */
@injectable()
export class GetConversationHandler {
  constructor(@inject(ConversationsService) private readonly conversations: ConversationsService) {}

  execute(query: { id: number; caller: ChatParticipant }): Promise<Result<ConversationThread, DomainError>> {
    return this.conversations.getConversation(query.id, query.caller);
  }
}
