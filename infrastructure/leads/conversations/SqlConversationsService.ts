import { and, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ConversationsService } from '#application/leads/ports';
import {
  type ChatMessage,
  type ChatParticipant,
  ConversationErrors,
  type ConversationSummary,
  type ConversationThread,
  type MessageStatus,
  otherParticipant,
  type Participant,
  participantOf,
  validateChatText,
} from '#domain/leads/conversations/Conversation';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { chatMessages, conversations, emailOutbox, userIdentities, users } from '#infrastructure/db/schema';
import type { Translate } from '#infrastructure/mail/OutboxIdentityMails';
import { chatMessageMail } from './chatMessageMail';

export interface SqlConversationsOptions {
  translate: Translate;
  portalName: string;
  /** The /chat page of one conversation, absolute, in a language (the e-mail's link). */
  chatUrl: (conversationId: number, culture: string) => string;
}

type ConversationRow = typeof conversations.$inferSelect;

/**
 * The communications service embedded on the database. A message and the e-mail that announces
 * it to the other party are written in one transaction (the outbox worker sends it), so a reply
 * is never stored unannounced nor announced unstored.
 */
export class SqlConversationsService implements ConversationsService {
  constructor(
    private readonly db: Database,
    private readonly options: SqlConversationsOptions,
  ) {}

  async unreadTotal(caller: ChatParticipant, status: MessageStatus): Promise<Result<{ total: number }, DomainError>> {
    const [row] = await this.db
      .select({ total: count() })
      .from(chatMessages)
      .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
      .where(and(eq(chatMessages.status, status), toCaller(caller)));
    return ok({ total: row?.total ?? 0 });
  }

  async listConversations(
    caller: ChatParticipant,
  ): Promise<Result<{ conversations: ConversationSummary[] }, DomainError>> {
    const rows = await this.db
      .select()
      .from(conversations)
      .where(ofCaller(caller))
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(200);
    return ok({ conversations: await this.summaries(rows, caller) });
  }

  async getConversation(id: number, caller: ChatParticipant): Promise<Result<ConversationThread, DomainError>> {
    const row = await this.own(id, caller);
    if (!row) return err(ConversationErrors.notFound());
    const [summary] = await this.summaries([row], caller);
    const messages = await this.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, id))
      .orderBy(chatMessages.id);
    return ok({ conversation: summary!, messages: messages.map(messageOf) });
  }

  async sendMessage(id: number, raw: string, caller: ChatParticipant): Promise<Result<ChatMessage, DomainError>> {
    const invalid = validateChatText(raw);
    if (invalid) return err(invalid);
    const text = raw.trim();
    const row = await this.own(id, caller);
    const author = row && participantOf(row, caller);
    if (!row || !author) return err(ConversationErrors.notFound());
    const recipient = await this.recipientOf(row, otherParticipant(author));
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const authorName = author === 'agent' ? await this.agentName(row.agentUserId) : row.visitorName;
    const message = await this.db.transaction(async (tx) => {
      const [inserted] = await tx.insert(chatMessages).values({ conversationId: id, author, text }).returning();
      await tx.update(conversations).set({ lastMessageAt: inserted!.createdAt }).where(eq(conversations.id, id));
      if (recipient)
        await tx.insert(emailOutbox).values(
          chatMessageMail(
            {
              conversationId: id,
              recipient,
              authorName,
              subjectTitle: row.subjectTitle,
              text,
              chatUrl: this.options.chatUrl(id, recipient.culture),
              portalName: this.options.portalName,
            },
            this.options.translate,
          ),
        );
      return inserted!;
    });
    return ok(messageOf(message));
  }

  async markRead(id: number, caller: ChatParticipant): Promise<Result<{ read: number }, DomainError>> {
    const row = await this.own(id, caller);
    const side = row && participantOf(row, caller);
    if (!row || !side) return err(ConversationErrors.notFound());
    const changed = await this.db
      .update(chatMessages)
      .set({ status: 'Read', readAt: new Date() })
      .where(
        and(eq(chatMessages.conversationId, id), eq(chatMessages.status, 'Dispatched'), ne(chatMessages.author, side)),
      )
      .returning({ id: chatMessages.id });
    return ok({ read: changed.length });
  }

  private async own(id: number, caller: ChatParticipant): Promise<ConversationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, id), ofCaller(caller)));
    return row;
  }

  private async summaries(rows: ConversationRow[], caller: ChatParticipant): Promise<ConversationSummary[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const agentIds = [...new Set(rows.map((row) => row.agentUserId))];
    const [agents, unread, latest] = await Promise.all([
      this.db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, agentIds)),
      this.db
        .select({ conversationId: chatMessages.conversationId, author: chatMessages.author, total: count() })
        .from(chatMessages)
        .where(and(inArray(chatMessages.conversationId, ids), eq(chatMessages.status, 'Dispatched')))
        .groupBy(chatMessages.conversationId, chatMessages.author),
      this.db
        .selectDistinctOn([chatMessages.conversationId])
        .from(chatMessages)
        .where(inArray(chatMessages.conversationId, ids))
        .orderBy(chatMessages.conversationId, desc(chatMessages.id)),
    ]);
    const agentName = new Map(agents.map((agent) => [agent.id, agent.fullName]));
    const lastOf = new Map(latest.map((message) => [message.conversationId, message]));
    return rows.map((row) => {
      const role = participantOf(row, caller) ?? 'visitor';
      const last = lastOf.get(row.id);
      return {
        id: row.id,
        leadId: row.leadId,
        role,
        counterpartName: role === 'agent' ? row.visitorName : (agentName.get(row.agentUserId) ?? ''),
        subject: { title: row.subjectTitle, url: row.subjectUrl },
        unread: unread
          .filter((group) => group.conversationId === row.id && group.author !== role)
          .reduce((sum, group) => sum + group.total, 0),
        ...(last
          ? { lastMessage: { author: last.author, text: last.text, createdAt: last.createdAt.toISOString() } }
          : {}),
        updatedAt: row.lastMessageAt.toISOString(),
      };
    });
  }

  /** Where a message to one side is announced: the agent's e-mail and language, or the visitor's from the lead. */
  private async recipientOf(
    row: ConversationRow,
    side: Participant,
  ): Promise<{ email: string; culture: string; name: string } | undefined> {
    if (side === 'visitor') return { email: row.visitorEmail, culture: row.visitorLocale, name: row.visitorName };
    const [agent] = await this.db
      .select({
        email: users.email,
        fullName: users.fullName,
        languages: users.languages,
        signInEmail: userIdentities.emailNormalized,
      })
      .from(users)
      .leftJoin(userIdentities, eq(userIdentities.userId, users.id))
      .where(eq(users.id, row.agentUserId));
    const email = agent?.email ?? agent?.signInEmail;
    return agent && email
      ? { email, culture: agent.languages[0] ?? row.visitorLocale, name: agent.fullName }
      : undefined;
  }

  private async agentName(userId: number): Promise<string> {
    const [agent] = await this.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
    return agent?.fullName ?? '';
  }
}

/** The caller's conversations: as the agent, or as the visitor by user or by a profile of theirs. */
function ofCaller(caller: ChatParticipant): SQL {
  return or(
    eq(conversations.agentUserId, caller.userId),
    eq(conversations.visitorUserId, caller.userId),
    caller.profileIds.length > 0 ? inArray(conversations.visitorProfileId, [...caller.profileIds]) : sql`false`,
  )!;
}

/** Messages written to the caller: the visitor's to them as agent, the agent's to them as visitor. */
function toCaller(caller: ChatParticipant): SQL {
  const asVisitor = or(
    eq(conversations.visitorUserId, caller.userId),
    caller.profileIds.length > 0 ? inArray(conversations.visitorProfileId, [...caller.profileIds]) : sql`false`,
  )!;
  return or(
    and(eq(conversations.agentUserId, caller.userId), eq(chatMessages.author, 'visitor')),
    and(asVisitor, eq(chatMessages.author, 'agent')),
  )!;
}

function messageOf(row: typeof chatMessages.$inferSelect): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    author: row.author,
    text: row.text,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
