import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ConversationRecord, ConversationStore, LeadMail, NewChatMessage } from '#application/leads/ports';
import type {
  ChatMessage,
  ChatParticipant,
  Participant,
  UnreadMessages,
} from '#domain/leads/conversations/Conversation';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { chatMessages, conversations, emailOutbox, userIdentities, users } from '#infrastructure/db/schema';

type ConversationRow = typeof conversations.$inferSelect;

/**
 * The conversations of the embedded communications service on the database. It reads and writes
 * rows: who may read or write one, what a message says and who is told are the handlers'. A
 * message and its e-mails are written in one transaction (the outbox worker sends them).
 */
export class SqlConversationStore implements ConversationStore {
  constructor(private readonly db: Database) {}

  async listOf(caller: ChatParticipant): Promise<Result<ConversationRecord[], DomainError>> {
    const rows = await this.db
      .select()
      .from(conversations)
      .where(ofCaller(caller))
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(200);
    return ok(await this.records(rows));
  }

  async find(id: number): Promise<Result<ConversationRecord | undefined, DomainError>> {
    const [row] = await this.db.select().from(conversations).where(eq(conversations.id, id));
    return ok(row && (await this.records([row]))[0]);
  }

  async messages(id: number): Promise<Result<ChatMessage[], DomainError>> {
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, id))
      .orderBy(chatMessages.id);
    return ok(rows.map(messageOf));
  }

  /**
   * Counted in SQL (a caller may have many conversations, and the bubble is asked on every page),
   * but by the handler's rule: the status and, for each side the caller may be on, the author counted.
   */
  async countMessagesTo(caller: ChatParticipant, counted: UnreadMessages): Promise<Result<number, DomainError>> {
    const [row] = await this.db
      .select({ total: count() })
      .from(chatMessages)
      .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
      .where(and(eq(chatMessages.status, counted.status), countedFor(caller, counted)));
    return ok(row?.total ?? 0);
  }

  async agentContact(userId: number): Promise<{ email: string; name: string; languages: string[] } | undefined> {
    const [agent] = await this.db
      .select({
        email: users.email,
        fullName: users.fullName,
        languages: users.languages,
        signInEmail: userIdentities.emailNormalized,
      })
      .from(users)
      .leftJoin(userIdentities, eq(userIdentities.userId, users.id))
      .where(eq(users.id, userId));
    // The profile's address, else the one they sign in with.
    const email = agent?.email ?? agent?.signInEmail;
    return agent && email ? { email, name: agent.fullName, languages: agent.languages } : undefined;
  }

  async addMessage(message: NewChatMessage, mails: LeadMail[]): Promise<Result<ChatMessage, DomainError>> {
    const inserted = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(chatMessages)
        .values({
          conversationId: message.conversationId,
          author: message.author,
          text: message.text,
          createdAt: message.at,
        })
        .returning();
      await tx
        .update(conversations)
        .set({ lastMessageAt: message.at })
        .where(eq(conversations.id, message.conversationId));
      if (mails.length > 0) await tx.insert(emailOutbox).values(mails.map((mail) => ({ ...mail, html: null })));
      return row;
    });
    return ok(messageOf(inserted));
  }

  async markRead(conversationId: number, author: Participant, at: Date): Promise<Result<number, DomainError>> {
    const changed = await this.db
      .update(chatMessages)
      .set({ status: 'Read', readAt: at })
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          eq(chatMessages.status, 'Dispatched'),
          eq(chatMessages.author, author),
        ),
      )
      .returning({ id: chatMessages.id });
    return ok(changed.length);
  }

  /** The rows with their agent's name, their Dispatched messages by author and their latest message. */
  private async records(rows: ConversationRow[]): Promise<ConversationRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const agentIds = [...new Set(rows.map((row) => row.agentUserId))];
    const [agents, dispatched, latest] = await Promise.all([
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
    const dispatchedBy = (id: number, author: Participant) =>
      dispatched.find((group) => group.conversationId === id && group.author === author)?.total ?? 0;
    return rows.map((row) => {
      const last = lastOf.get(row.id);
      return {
        id: row.id,
        leadId: row.leadId,
        agentUserId: row.agentUserId,
        visitorUserId: row.visitorUserId,
        visitorProfileId: row.visitorProfileId,
        agentName: agentName.get(row.agentUserId) ?? '',
        visitor: { name: row.visitorName, email: row.visitorEmail, locale: row.visitorLocale },
        subject: { title: row.subjectTitle, url: row.subjectUrl },
        lastMessageAt: row.lastMessageAt.toISOString(),
        ...(last
          ? { lastMessage: { author: last.author, text: last.text, createdAt: last.createdAt.toISOString() } }
          : {}),
        dispatched: { visitor: dispatchedBy(row.id, 'visitor'), agent: dispatchedBy(row.id, 'agent') },
      };
    });
  }
}

/** The conversations a caller is a party to: as the agent, or as the visitor by user or by a profile of theirs. */
function ofCaller(caller: ChatParticipant): SQL {
  return or(eq(conversations.agentUserId, caller.userId), asVisitor(caller))!;
}

function asVisitor(caller: ChatParticipant): SQL {
  return or(
    eq(conversations.visitorUserId, caller.userId),
    caller.profileIds.length > 0 ? inArray(conversations.visitorProfileId, [...caller.profileIds]) : sql`false`,
  )!;
}

/** The messages of the caller's conversations by the author the rule counts for the side they are on. */
function countedFor(caller: ChatParticipant, counted: UnreadMessages): SQL {
  return or(
    and(eq(conversations.agentUserId, caller.userId), eq(chatMessages.author, counted.authorFor.agent)),
    and(asVisitor(caller), eq(chatMessages.author, counted.authorFor.visitor)),
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
