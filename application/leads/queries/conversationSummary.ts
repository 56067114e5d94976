import { type ConversationSummary, otherParticipant, type Participant } from '#domain/leads/conversations/Conversation';
import type { ConversationRecord } from '../ports';

/**
 * A conversation as one party sees it: the other party's name, and as unread the Dispatched
 * messages the other party wrote (document 000 §4 "Chat unread total").
 */
export function summaryOf(row: ConversationRecord, side: Participant): ConversationSummary {
  return {
    id: row.id,
    leadId: row.leadId,
    role: side,
    counterpartName: side === 'agent' ? row.visitor.name : row.agentName,
    subject: row.subject,
    unread: row.dispatched[otherParticipant(side)],
    ...(row.lastMessage ? { lastMessage: row.lastMessage } : {}),
    updatedAt: row.lastMessageAt,
  };
}
