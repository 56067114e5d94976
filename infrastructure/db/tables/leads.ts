import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LeadEndpoint, LeadType, ProcessingStatus } from '#domain/leads/Lead';
import type { MessageStatus, Participant } from '#domain/leads/conversations/Conversation';

/**
 * Leads (document 001 §3): stored in the same transaction as their e-mails in the outbox, so a
 * stored lead is a dispatched one and a lost answer never loses the lead. The form's idempotency
 * key is unique: a retried or double-submitted form finds its first lead.
 */
export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull(),
    endpoint: text('endpoint').$type<LeadEndpoint>().notNull(),
    leadType: text('lead_type').$type<LeadType>().notNull(),
    status: text('status').$type<ProcessingStatus>().notNull(),
    listingId: integer('listing_id'),
    projectId: integer('project_id'),
    unitId: integer('unit_id'),
    /** The agent the lead was sent to (contact agent, or the agent of a User lead) and their agency. */
    agentUserId: integer('agent_user_id'),
    accountId: integer('account_id'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message'),
    tourDate: text('tour_date'),
    tourTime: text('tour_time'),
    locale: text('locale').notNull(),
    portalId: text('portal_id').notNull(),
    rentalDepositInsuranceProvider: text('rental_deposit_insurance_provider'),
    details: jsonb('details').$type<Record<string, string | number | boolean>>(),
    /** What spam protection saw: fill time (ms), honeypot, captcha. */
    signals: jsonb('signals').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    profileId: integer('profile_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_idempotency_key_idx').on(t.idempotencyKey),
    index('leads_listing_idx').on(t.listingId),
    index('leads_email_idx').on(t.email),
  ],
);

/**
 * Conversations: a lead sent to an agent opens one between the visitor and that agent,
 * in the lead's transaction. The visitor is known by the user (when signed in), the profile that
 * sent the lead and the e-mail they typed (where new messages are announced).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    agentUserId: integer('agent_user_id').notNull(),
    visitorUserId: integer('visitor_user_id'),
    visitorProfileId: integer('visitor_profile_id'),
    visitorName: text('visitor_name').notNull(),
    visitorEmail: text('visitor_email').notNull(),
    visitorLocale: text('visitor_locale').notNull(),
    subjectTitle: text('subject_title').notNull(),
    subjectUrl: text('subject_url').notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_lead_idx').on(t.leadId),
    index('conversations_agent_idx').on(t.agentUserId, t.lastMessageAt),
    index('conversations_visitor_user_idx').on(t.visitorUserId),
    index('conversations_visitor_profile_idx').on(t.visitorProfileId),
  ],
);

/** A conversation's messages: Dispatched until the other party opens the conversation, then Read. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    author: text('author').$type<Participant>().notNull(),
    text: text('text').notNull(),
    status: text('status').$type<MessageStatus>().notNull().default('Dispatched'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.status, t.author)],
);
