import type { ConversationRecord, ConversationStore, NewChatMessage } from '#application/leads/ports';
import {
  type ChatMessage,
  type ChatParticipant,
  type ConversationSummary,
  type ConversationThread,
  type UnreadMessages,
  otherParticipant,
} from '#domain/leads/conversations/Conversation';
import type { DomainError } from '#domain/shared/DomainError';
import { map, ok, type Result } from '#domain/shared/Result';
import type { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { COMMUNICATIONS_ROUTES } from '#application/leads/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';

/**
 * The conversations of a remote communications service (document 001 §7 "Communications"), for a
 * portal whose server binds it instead of the embedded tables. The handlers still check who may
 * read or write, the message's text and who is told; what the remote must offer is in README.md
 * ("A remote back end instead of the embedded one"):
 * - the caller travels as the client's bearer token, and the remote answers only that user's
 *   conversations (anyone else's: 404). Its answers are as the caller sees them (a role, the other
 *   party's name), so a record names the caller on their side and nobody on the other;
 * - the remote stamps, stores and marks messages itself, and tells the other party by e-mail: the
 *   e-mails the handler wrote are not handed over (its outbox is its own), and no agent's address
 *   is read here.
 */
export class HttpConversationStore implements ConversationStore {
  constructor(private readonly client: ServiceClient) {}

  async listOf(caller: ChatParticipant): Promise<Result<ConversationRecord[], DomainError>> {
    const list = await this.client.request<{ conversations: ConversationSummary[] }>(
      COMMUNICATIONS_ROUTES.list.method,
      pathOf(COMMUNICATIONS_ROUTES.list),
    );
    return map(list, ({ conversations }) => conversations.map((summary) => recordOf(summary, caller)));
  }

  async find(id: number, caller: ChatParticipant): Promise<Result<ConversationRecord | undefined, DomainError>> {
    const thread = await this.thread(id);
    if (!thread.ok) return thread;
    return ok(thread.value && recordOf(thread.value.conversation, caller));
  }

  async messages(id: number): Promise<Result<ChatMessage[], DomainError>> {
    const thread = await this.thread(id);
    return map(thread, (found) => found?.messages ?? []);
  }

  async countMessagesTo(_caller: ChatParticipant, counted: UnreadMessages): Promise<Result<number, DomainError>> {
    const unread = await this.client.request<{ total: number }>(
      COMMUNICATIONS_ROUTES.unread.method,
      pathOf(COMMUNICATIONS_ROUTES.unread),
      {
        query: { status: counted.status },
      },
    );
    return map(unread, ({ total }) => total);
  }

  /** The remote tells its agents itself. */
  async agentContact(): Promise<undefined> {
    return undefined;
  }

  /** Hands the message over as written; the remote writes it with its own e-mail to the other party. */
  addMessage(message: NewChatMessage): Promise<Result<ChatMessage, DomainError>> {
    return this.client.request<ChatMessage>(
      COMMUNICATIONS_ROUTES.messages.method,
      pathOf(COMMUNICATIONS_ROUTES.messages, { id: message.conversationId }),
      {
        body: { text: message.text },
      },
    );
  }

  /** The remote marks what the bearer's side was sent (the handler's author is the other party: the same messages). */
  async markRead(conversationId: number): Promise<Result<number, DomainError>> {
    const read = await this.client.request<{ read: number }>(
      COMMUNICATIONS_ROUTES.read.method,
      pathOf(COMMUNICATIONS_ROUTES.read, { id: conversationId }),
      {
        body: {},
      },
    );
    return map(read, (answer) => answer.read);
  }

  private async thread(id: number): Promise<Result<ConversationThread | undefined, DomainError>> {
    const thread = await this.client.request<ConversationThread>(
      COMMUNICATIONS_ROUTES.one.method,
      pathOf(COMMUNICATIONS_ROUTES.one, { id }),
    );
    if (!thread.ok && thread.error.kind === 'NOT_FOUND') return ok(undefined);
    return thread;
  }
}

/** A summary the remote gave as the caller sees it: the caller on their side, the other party unnamed (0, null). */
function recordOf(summary: ConversationSummary, caller: ChatParticipant): ConversationRecord {
  const asAgent = summary.role === 'agent';
  return {
    id: summary.id,
    leadId: summary.leadId,
    agentUserId: asAgent ? caller.userId : 0,
    visitorUserId: asAgent ? null : caller.userId,
    visitorProfileId: null,
    agentName: asAgent ? '' : summary.counterpartName,
    // No address: the remote tells the visitor itself.
    visitor: { name: asAgent ? summary.counterpartName : '', email: '', locale: '' },
    subject: summary.subject,
    lastMessageAt: summary.updatedAt,
    ...(summary.lastMessage ? { lastMessage: summary.lastMessage } : {}),
    dispatched: {
      [summary.role]: 0,
      [otherParticipant(summary.role)]: summary.unread,
    } as ConversationRecord['dispatched'],
  };
}
