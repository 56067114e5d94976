import { inject, injectable } from 'inversify';
import type { ChatParticipant, MessageStatus } from '#domain/leads/conversations/Conversation';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { ConversationsService } from '../ports';

/** Document 000 §4 "Chat unread total", §7 "GET communications /conversation/unread": the navigation's bubble. */
@injectable()
export class CountUnreadMessagesHandler {
  constructor(@inject(ConversationsService) private readonly conversations: ConversationsService) {}

  execute(query: { caller: ChatParticipant; status: MessageStatus }): Promise<Result<{ total: number }, DomainError>> {
    return this.conversations.unreadTotal(query.caller, query.status);
  }
}
