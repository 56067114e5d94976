import {
  type ChatMessage,
  type ChatParticipant,
  countsAsUnread,
  type Participant,
  participantOf,
  type UnreadMessages,
} from '#domain/leads/conversations/Conversation';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import type { ConversationRecord, ConversationStore, LeadMail, NewChatMessage } from '#application/leads/ports';

/**
 * Conversations in memory for the handlers' unit tests: it stores and reads like the SQL store and
 * decides nothing (every conversation is found by id, whoever asks; the handler decides).
 */
export class MemoryConversationStore implements ConversationStore {
  readonly messagesOf = new Map<number, ChatMessage[]>();
  readonly outbox: LeadMail[] = [];
  readonly readAt: { id: number; at: Date }[] = [];
  private nextId = 1;

  constructor(
    private readonly rows: ConversationRecord[],
    private readonly agents: Record<number, { email: string; name: string; languages: string[] }> = {},
  ) {}

  /** A message already there, Dispatched. */
  seed(conversationId: number, author: Participant, text: string): void {
    this.list(conversationId).push({
      id: this.nextId++,
      conversationId,
      author,
      text,
      status: 'Dispatched',
      createdAt: new Date(0).toISOString(),
    });
  }

  async listOf(): Promise<Result<ConversationRecord[], DomainError>> {
    return ok(this.rows.map((row) => this.withCounts(row)));
  }

  async find(id: number): Promise<Result<ConversationRecord | undefined, DomainError>> {
    const row = this.rows.find((candidate) => candidate.id === id);
    return ok(row && this.withCounts(row));
  }

  async messages(id: number): Promise<Result<ChatMessage[], DomainError>> {
    return ok([...this.list(id)]);
  }

  async countMessagesTo(caller: ChatParticipant, counted: UnreadMessages): Promise<Result<number, DomainError>> {
    let total = 0;
    for (const row of this.rows) {
      const side = participantOf(row, caller);
      if (side) total += this.list(row.id).filter((message) => countsAsUnread(message, side, counted)).length;
    }
    return ok(total);
  }

  async agentContact(userId: number): Promise<{ email: string; name: string; languages: string[] } | undefined> {
    return this.agents[userId];
  }

  async addMessage(message: NewChatMessage, mails: LeadMail[]): Promise<Result<ChatMessage, DomainError>> {
    const stored: ChatMessage = {
      id: this.nextId++,
      conversationId: message.conversationId,
      author: message.author,
      text: message.text,
      status: 'Dispatched',
      createdAt: message.at.toISOString(),
    };
    this.list(message.conversationId).push(stored);
    this.outbox.push(...mails);
    return ok(stored);
  }

  async markRead(conversationId: number, author: Participant, at: Date): Promise<Result<number, DomainError>> {
    const marked = this.list(conversationId).filter((m) => m.author === author && m.status === 'Dispatched');
    for (const message of marked) message.status = 'Read';
    this.readAt.push({ id: conversationId, at });
    return ok(marked.length);
  }

  private list(id: number): ChatMessage[] {
    if (!this.messagesOf.has(id)) this.messagesOf.set(id, []);
    return this.messagesOf.get(id)!;
  }

  private withCounts(row: ConversationRecord): ConversationRecord {
    const dispatched = (author: Participant) =>
      this.list(row.id).filter((m) => m.author === author && m.status === 'Dispatched').length;
    return { ...row, dispatched: { visitor: dispatched('visitor'), agent: dispatched('agent') } };
  }
}

/** A lead's conversation: agent user 7, visitor user 9 with profile 40, visiting in French. */
export const aConversation = (overrides: Partial<ConversationRecord> = {}): ConversationRecord => ({
  id: 1,
  leadId: 11,
  agentUserId: 7,
  visitorUserId: 9,
  visitorProfileId: 40,
  agentName: 'Aline Agent',
  visitor: { name: 'Vera Visitor', email: 'vera@example.ch', locale: 'fr' },
  subject: { title: 'Garden flat', url: 'https://homefinder.test/listing/3' },
  lastMessageAt: new Date(0).toISOString(),
  dispatched: { visitor: 0, agent: 0 },
  ...overrides,
});
