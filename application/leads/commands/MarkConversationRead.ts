import { inject, injectable } from 'inversify';
import {
  type ChatParticipant,
  ConversationErrors,
  otherParticipant,
  participantOf,
} from '#domain/leads/conversations/Conversation';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import { err, map, type Result } from '#domain/shared/Result';
import { ConversationStore, LeadsClock } from '../ports';
import type { MarkConversationReadUseCase } from '../tokens';

export interface MarkConversationRead {
  id: number;
  caller: ChatParticipant;
}

/**
 * Opening a conversation reads the messages the other party sent the caller: Dispatched becomes
 * Read and they leave the unread total (document 001 §7). The caller's own messages stay as they
 * are; anyone else's conversation does not exist (NOT_FOUND).
 */
@injectable()
export class MarkConversationReadHandler implements MarkConversationReadUseCase {
  constructor(
    @inject(ConversationStore) private readonly store: ConversationStore,
    @inject(LeadsClock) private readonly clock: Clock,
  ) {}

  async execute({ id, caller }: MarkConversationRead): Promise<Result<{ read: number }, DomainError>> {
    const row = await this.store.find(id, caller);
    if (!row.ok) return row;
    const side = row.value && participantOf(row.value, caller);
    if (!row.value || !side) return err(ConversationErrors.notFound());
    const read = await this.store.markRead(id, otherParticipant(side), this.clock.now());
    return map(read, (count) => ({ read: count }));
  }
}
