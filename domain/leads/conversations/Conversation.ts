import { ownProfileIdsOf, type ProfileClaims } from '../../identity/ownProfiles';
import { firstFailure, validateMaxLength, validateRequired } from '../../identity/FieldValidators';
import { type DomainError, domainError, invalid } from '../../shared/DomainError';
import { MESSAGE_MAX_LENGTH } from '../LeadValidation';

/**
 * Conversations (document 000 §4 "Chat unread total", document 001 §7 "Communications:
 * GET /conversation/unread (status, default Dispatched)"): a lead opens one between the visitor
 * and the agent it was sent to; both write messages there. A message is Dispatched until the
 * other party opens the conversation, then Read: the unread total counts the messages to the
 * caller in the status asked for, Dispatched by default.
 */
export const MESSAGE_STATUSES = ['Dispatched', 'Read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Document 001 §7: "GET /conversation/unread (status, default Dispatched)". */
export const DEFAULT_UNREAD_STATUS: MessageStatus = 'Dispatched';

/** The two sides of a conversation. */
export type Participant = 'visitor' | 'agent';

export interface ChatMessage {
  id: number;
  conversationId: number;
  author: Participant;
  text: string;
  status: MessageStatus;
  /** ISO 8601. */
  createdAt: string;
}

export interface ConversationSummary {
  id: number;
  leadId: number;
  /** The caller's side of it. */
  role: Participant;
  /** The other party's name, as the caller sees it. */
  counterpartName: string;
  /** What the lead was about: a listing's title, a project's or an agent's name, and its page. */
  subject: { title: string; url: string };
  /** Messages to the caller not read yet (status Dispatched). */
  unread: number;
  lastMessage?: Pick<ChatMessage, 'author' | 'text' | 'createdAt'>;
  /** ISO 8601 of the latest message. */
  updatedAt: string;
}

export interface ConversationThread {
  conversation: ConversationSummary;
  messages: ChatMessage[];
}

/** Who asks: chat is for signed-in users (document 000 §1: "Signed-in users get … chat"). */
export interface ChatParticipant {
  userId: number;
  /** The profiles the user acts for: a lead sent before signing up names one of them. */
  profileIds: readonly number[];
}

/** A signed-in user's side of their conversations: the user and every profile they act for (domain/identity/ownProfiles). */
export function chatParticipantOf(session: { userId: number | null } & ProfileClaims): ChatParticipant {
  return { userId: session.userId!, profileIds: ownProfileIdsOf(session) };
}

/**
 * A chat message is the lead form's message rule again (document 001 §5 "text area 3000"): not
 * blank ('Immobox.Validations.Required'), at most 3000 characters.
 */
export function validateChatText(text: string): DomainError | undefined {
  return firstFailure(
    () => validateRequired(text, 'text'),
    () => validateMaxLength(text.trim(), MESSAGE_MAX_LENGTH, 'text'),
  );
}

/** The side a user takes in a conversation, or undefined when it is not theirs. */
export function participantOf(
  conversation: { agentUserId: number | null; visitorUserId: number | null; visitorProfileId: number | null },
  caller: ChatParticipant,
): Participant | undefined {
  if (conversation.agentUserId === caller.userId) return 'agent';
  if (conversation.visitorUserId === caller.userId) return 'visitor';
  if (conversation.visitorProfileId !== null && caller.profileIds.includes(conversation.visitorProfileId))
    return 'visitor';
  return undefined;
}

/** The other side: the one notified of a new message. */
export const otherParticipant = (side: Participant): Participant => (side === 'agent' ? 'visitor' : 'agent');

/**
 * Which messages count toward a caller's unread total (document 000 §4 "Chat unread total", 001 §7
 * "GET /conversation/unread (status, default Dispatched)"): in the caller's conversations, those
 * the other party wrote, in the status asked for. By the side the caller is on, the author counted.
 */
export interface UnreadMessages {
  readonly status: MessageStatus;
  readonly authorFor: Readonly<Record<Participant, Participant>>;
}

export function unreadMessagesOf(status: MessageStatus = DEFAULT_UNREAD_STATUS): UnreadMessages {
  return { status, authorFor: { agent: otherParticipant('agent'), visitor: otherParticipant('visitor') } };
}

/** Whether a message counts toward the unread total of the party on `side`. */
export const countsAsUnread = (
  message: Pick<ChatMessage, 'author' | 'status'>,
  side: Participant,
  counted: UnreadMessages,
): boolean => message.status === counted.status && message.author === counted.authorFor[side];

/** A status query value: absent = Dispatched; anything else must be one of the statuses. */
export function unreadStatusOf(value: string | undefined): MessageStatus | DomainError {
  if (value === undefined || value === '') return DEFAULT_UNREAD_STATUS;
  return (MESSAGE_STATUSES as readonly string[]).includes(value)
    ? (value as MessageStatus)
    : invalid('STATUS_NOT_VALID', 'Required field is not provided or invalid', 'status');
}

export const ConversationErrors = {
  notFound: () => domainError('NOT_FOUND', 'CONVERSATION_NOT_FOUND', 'Conversation is not found', { field: 'id' }),
  signInRequired: () => domainError('UNAUTHORIZED', 'SIGN_IN_REQUIRED', 'Chat needs a signed-in user'),
} as const;

/** The first message of a lead's conversation: the visitor's own words, or the lead's kind when they wrote none. */
export function openingMessage(message: string | undefined, fallback: string): string {
  const text = message?.trim();
  return text ? text : fallback;
}
