import { inject, injectable } from 'inversify';
import type { ChatParticipant } from '#domain/leads/conversations/Conversation';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { ConversationsService } from '../ports';

/** Opening a conversation reads the messages sent to the caller: they leave the unread total. */
@injectable()
export class MarkConversationReadHandler {
  constructor(@inject(ConversationsService) private readonly conversations: ConversationsService) {}

  execute(command: { id: number; caller: ChatParticipant }): Promise<Result<{ read: number }, DomainError>> {
    return this.conversations.markRead(command.id, command.caller);
  }
}
