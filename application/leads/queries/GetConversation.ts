import { inject, injectable } from 'inversify';
import {
  type ChatParticipant,
  ConversationErrors,
  type ConversationThread,
  participantOf,
} from '#domain/leads/conversations/Conversation';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { ConversationStore } from '../ports';
import type { GetConversationUseCase } from '../tokens';
import { summaryOf } from './conversationSummary';

export interface GetConversation {
  id: number;
  caller: ChatParticipant;
}

/**
 * One conversation with its messages, oldest first. Only its parties read it: for anyone else it
 * does not exist (NOT_FOUND). Reading it does not mark it read: MarkConversationRead does.
 */
@injectable()
export class GetConversationHandler implements GetConversationUseCase {
  constructor(@inject(ConversationStore) private readonly store: ConversationStore) {}

  async execute({ id, caller }: GetConversation): Promise<Result<ConversationThread, DomainError>> {
    const row = await this.store.find(id, caller);
    if (!row.ok) return row;
    const side = row.value && participantOf(row.value, caller);
    if (!row.value || !side) return err(ConversationErrors.notFound());
    const messages = await this.store.messages(id, caller);
    if (!messages.ok) return messages;
    return ok({ conversation: summaryOf(row.value, side), messages: messages.value });
  }
}
