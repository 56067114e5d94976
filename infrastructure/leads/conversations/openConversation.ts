import { eq } from 'drizzle-orm';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { chatMessages, conversations, profiles } from '#infrastructure/db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface OpenConversation {
  leadId: number;
  agentUserId: number;
  /** The profile that sent the lead (signed in or identified): its user, when it has one, is the visitor. */
  profileId?: number;
  visitor: { fullName: string; email: string; locale: string };
  subject: { title: string; url: string };
  /** The first message: the visitor's own words, else what the lead asks for. */
  text: string;
}

/**
 * A lead sent to an agent opens a conversation between the visitor and that agent, in
 * the lead's transaction: a stored lead always has its conversation, a retried one never a second.
 * The first message is the lead's and already reached the agent by the lead e-mail, so it is not
 * announced again.
 */
export async function openConversation(tx: Transaction, input: OpenConversation): Promise<void> {
  const [profile] =
    input.profileId === undefined
      ? []
      : await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.id, input.profileId));
  const [conversation] = await tx
    .insert(conversations)
    .values({
      leadId: input.leadId,
      agentUserId: input.agentUserId,
      visitorUserId: profile?.userId ?? null,
      visitorProfileId: input.profileId ?? null,
      visitorName: input.visitor.fullName,
      visitorEmail: input.visitor.email,
      visitorLocale: input.visitor.locale,
      subjectTitle: input.subject.title,
      subjectUrl: input.subject.url,
    })
    .onConflictDoNothing({ target: conversations.leadId })
    .returning({ id: conversations.id });
  if (conversation)
    await tx.insert(chatMessages).values({ conversationId: conversation.id, author: 'visitor', text: input.text });
}
