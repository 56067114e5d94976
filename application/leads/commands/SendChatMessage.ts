import { inject, injectable } from 'inversify';
import type { ChatMessage, ChatParticipant } from '#domain/leads/conversations/Conversation';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { ConversationsService } from '../ports';

/** The visitor or the agent replies (the service checks the text); the other party is told by e-mail. */
@injectable()
export class SendChatMessageHandler {
  constructor(@inject(ConversationsService) private readonly conversations: ConversationsService) {}

  execute(command: { id: number; text: string; caller: ChatParticipant }): Promise<Result<ChatMessage, DomainError>> {
    return this.conversations.sendMessage(command.id, command.text, command.caller);
  }
}
