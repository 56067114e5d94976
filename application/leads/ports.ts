import type { ServiceIdentifier } from 'inversify';
import type { LeadContact } from '#domain/leads/LeadContact';
import type { LeadAnswer, LeadEndpoint, LeadRequest, LeadType, ProcessingStatus } from '#domain/leads/Lead';
import type {
  ChatMessage,
  ChatParticipant,
  Participant,
  UnreadMessages,
} from '#domain/leads/conversations/Conversation';
import type { LeadTarget, LeadTargetRef } from '#domain/leads/LeadRules';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';

export type { LeadAnswer, LeadEndpoint, LeadRequest } from '#domain/leads/Lead';

/** Who sends a lead: anonymous visitors may (document 001 §6); the address feeds the per-IP limit. */
export interface LeadCaller {
  ip: string;
  /** The signed-in visitor's profile, when there is one (their contact data is kept on it). */
  profileId?: number;
  /** A captcha solution (ALTCHA payload) when the form was asked for one. */
  captcha?: string;
}

/**
 * The leads service (document 001 §7 "Leads"): POST /leads, /leads/tour, /leads/listingAddress,
 * /leads/mortgage, /leads/user, /leads/firstCaution, /leads/rentalDepositInsurance, /leads/project.
 * On the server it is PostLead itself (InProcessLeadsService, over whichever LeadStore is bound);
 * in the browser the http adapter to /svc/leads. One contract suite checks them all.
 *
 * Answers ok with the lead's processing status, also for RejectedObsolete (archived listing) and
 * Spam; INVALID with the documents' message for bad input ('Required field is not provided or
 * invalid', 'General.Validators.InvalidEmail', …); NOT_FOUND when the listing, project, unit or
 * agent does not exist; TOO_MANY_REQUESTS over the per-IP / per-e-mail limits. The same
 * idempotencyKey answers the first lead again, never a second one.
 */
export interface LeadsService {
  postLead(endpoint: LeadEndpoint, request: LeadRequest, caller: LeadCaller): Promise<Result<LeadAnswer, DomainError>>;
  /**
   * A form opens: the service's signed stamp of the moment (GET /leads/formStamp, ours: the
   * documents' formTimestamp is the client's clock). A lead carrying it is timed by the service.
   */
  openForm(): Promise<Result<{ formStamp: string }, DomainError>>;
}
export const LeadsService: ServiceIdentifier<LeadsService> = Symbol.for('leads.LeadsService');

/** The lead an earlier send of a form stored under its idempotency key, and whose it was. */
export interface StoredLead extends LeadAnswer {
  profileId: number | null;
  email: string;
}

/** Who a lead's e-mail goes to besides the visitor: the agency (vendor account) or an agent, in their language. */
export interface LeadRecipient {
  email: string;
  culture: string;
  name?: string;
}

/** What a lead is about, as the store read it: the facts the decision needs and what the e-mails name. */
export interface LeadTargetRow extends LeadTarget {
  listingId?: number;
  projectId?: number;
  unitId?: number;
  agentUserId?: number;
  accountId?: number;
  title: string;
  reference?: string;
  /** The page of what the lead is about, absolute, for the e-mails. */
  url: string;
  /** The agency and the contact agent. A remote store that mails its own publishers answers none. */
  recipients: LeadRecipient[];
}

/** The portal and language a lead is read in (the title's language, the page's address). */
export interface LeadTargetWhere {
  portalId: string;
  locale: string;
}

/** The decided lead as it is stored. */
export interface NewLead {
  endpoint: LeadEndpoint;
  leadType: LeadType;
  status: ProcessingStatus;
  request: LeadRequest;
  caller: LeadCaller;
  target: LeadTargetRow;
  /** The visitor's contact data as stored: trimmed, the e-mail lower-cased (the key's owner is compared on it). */
  contact: { fullName: string; email: string; phone: string; message?: string };
  /** A tour's slot (POST /leads/tour only). */
  tour?: { date: string; time: string };
  /** The signals behind the status, kept with the lead (the service's fill time, not the client's). */
  signals: { verdict: string; fillMs: number | null; honeypot: boolean; captcha: boolean | null };
}

/** One e-mail of a lead, written to the outbox with it (the same shape identity's outbox sends). */
export interface LeadMail {
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  capExempt?: boolean;
}

/** The conversation a lead to an agent opens (its first message is the lead's). */
export interface LeadConversation {
  agentUserId: number;
  profileId?: number;
  visitor: { fullName: string; email: string; locale: string };
  subject: { title: string; url: string };
  text: string;
}

/** What a store answers for a write: stored now, or the lead a concurrent send of the same key stored first. */
export type SavedLead = { stored: LeadAnswer } | { earlier: StoredLead };

/**
 * Where leads are kept (SQL: the embedded service's tables; http: a remote leads service). The
 * store reads and writes; the rules are PostLead's.
 */
export interface LeadStore {
  /**
   * The lead stored earlier under this key, if any. Optional: a remote service that offers no lookup
   * by key leaves it out and must itself answer a repeated key with its first lead (README).
   */
  findByKey?(idempotencyKey: string): Promise<StoredLead | undefined>;
  /** The listing (or unit), project or agent a lead names; NOT_FOUND when there is none. */
  target(ref: LeadTargetRef, where: LeadTargetWhere): Promise<Result<LeadTargetRow, DomainError>>;
  /**
   * Writes the decided lead, its e-mails (the outbox) and its conversation in one transaction. The
   * key's unique index settles a race: the loser writes nothing and answers the winner's lead.
   */
  save(lead: NewLead, mails: LeadMail[], conversation?: LeadConversation): Promise<Result<SavedLead, DomainError>>;
}
export const LeadStore: ServiceIdentifier<LeadStore> = Symbol.for('leads.LeadStore');

/**
 * The per-IP and per-e-mail limits of leads (memory or Redis: infrastructure/leads/limits). A
 * remote leads service that counts itself is not asked: the counter lives with the portal.
 */
export interface LeadRateLimiter {
  /** One lead counted for the address and the e-mail; over either limit TOO_MANY_REQUESTS. */
  consume(ip: string, email: string): Promise<Result<void, DomainError>>;
}
export const LeadRateLimiter: ServiceIdentifier<LeadRateLimiter> = Symbol.for('leads.LeadRateLimiter');

/** Whether the provider insures the listing (document 001 §5; financing answers it). */
export interface LeadInsuranceOffers {
  isOffered(listingId: number, provider: string | undefined): Promise<boolean>;
}
export const LeadInsuranceOffers: ServiceIdentifier<LeadInsuranceOffers> = Symbol.for('leads.LeadInsuranceOffers');

/** The country a portal reads phone numbers in (null: the international portal, prefixes required). */
export interface LeadPortals {
  countryOf(portalId: string): string | null;
}
export const LeadPortals: ServiceIdentifier<LeadPortals> = Symbol.for('leads.LeadPortals');

/**
 * The words of a lead's e-mails and of its conversation's first message, in each reader's language.
 * Who gets an e-mail is PostLead's to decide; this writes it.
 */
export interface LeadMails {
  /** The agency's or the contact agent's e-mail: the visitor's details, message, subject and slot. */
  toPublisher(lead: NewLead, recipient: LeadRecipient): LeadMail;
  /** The visitor's confirmation. */
  toVisitor(lead: NewLead): LeadMail;
  /** The conversation's first message: the tour slot for tours, then the visitor's words or what the lead asks. */
  openingText(lead: NewLead): string;
}
export const LeadMails: ServiceIdentifier<LeadMails> = Symbol.for('leads.LeadMails');

/** The leads' clock (the spam timing, the tour slot, the form stamps). */
export const LeadsClock: ServiceIdentifier<Clock> = Symbol.for('leads.Clock');

/** The server's signature of a form's opening time (infrastructure/leads/formStamps). */
export interface LeadFormStamps {
  /** A stamp of now (a test may stamp an earlier opening). */
  issue(openedAt?: number): string;
  /** The opening time a stamp vouches for; undefined when it is forged, stale or missing. */
  openedAt(stamp: string | undefined): number | undefined;
}
export const LeadFormStamps: ServiceIdentifier<LeadFormStamps> = Symbol.for('leads.LeadFormStamps');

/** The contact data a visitor typed, kept for the next form (document 000 §3: ps4 user-data, leadrequests). */
export type { LeadContact } from '#domain/leads/LeadContact';

/** The browser's persisted local state for leads (document 000 §3 "leadrequests"). */
export interface LeadContactStore {
  read(): LeadContact | undefined;
  /** The contact data, and the lead sent (listing or project and type), remembered. */
  remember(contact: LeadContact, sent: { key: string; leadType: string; id?: number }): void;
}
export const LeadContactStore: ServiceIdentifier<LeadContactStore> = Symbol.for('leads.LeadContactStore');

/**
 * The visitor's profile details (document 000 §5 GET and PATCH /profiles/{id}): a known visitor's
 * form is prefilled from them, and the "captured user data" of a lead goes there.
 */
export interface LeadProfiles {
  readContact(profileId: number): Promise<Result<Partial<LeadContact>, DomainError>>;
  saveContact(profileId: number, contact: LeadContact): Promise<Result<void, DomainError>>;
}
export const LeadProfiles: ServiceIdentifier<LeadProfiles> = Symbol.for('leads.LeadProfiles');

/** The lead's tracking events (document 002 tracking): submit, then success only for a qualifying status. */
export interface LeadTracking {
  track(event: 'LeadSubmit' | 'LeadSuccess', data: Readonly<Record<string, string | number | boolean>>): void;
}
export const LeadTracking: ServiceIdentifier<LeadTracking> = Symbol.for('leads.LeadTracking');

/** Where a failed lead is reported (document 001 §8: "lead errors also reported to an error-reporting service"). */
export interface LeadErrorReporter {
  report(error: DomainError | Error, context: Readonly<Record<string, string | number>>): void;
}
export const LeadErrorReporter: ServiceIdentifier<LeadErrorReporter> = Symbol.for('leads.LeadErrorReporter');

/**
 * A conversation as kept (document 001 §7 "Communications"; a lead opens one between the
 * visitor and the agent): its parties, who alone may read and write it, and what /chat's list shows.
 */
export interface ConversationRecord {
  id: number;
  leadId: number;
  agentUserId: number;
  visitorUserId: number | null;
  visitorProfileId: number | null;
  agentName: string;
  visitor: { name: string; email: string; locale: string };
  subject: { title: string; url: string };
  /** ISO 8601 of the latest message. */
  lastMessageAt: string;
  lastMessage?: Pick<ChatMessage, 'author' | 'text' | 'createdAt'>;
  /** The Dispatched (not yet read) messages, by their author. */
  dispatched: Record<Participant, number>;
}

/** A message the handler decided to write, stamped by the leads' clock. */
export interface NewChatMessage {
  conversationId: number;
  author: Participant;
  text: string;
  at: Date;
}

/**
 * Where conversations are kept (SQL: the embedded service's tables; http: a remote communications
 * service, which answers only its bearer's conversations). The store reads and writes; who may read
 * or write, what a message may say and who is told are the handlers' (application/leads/commands,
 * queries). Reads take the caller so that a remote can answer as them.
 */
export interface ConversationStore {
  /** The conversations the caller is a party to (by user or by one of their profiles), the latest first, at most 200. */
  listOf(caller: ChatParticipant): Promise<Result<ConversationRecord[], DomainError>>;
  /** One conversation; undefined when there is none (a remote: none of the caller's). */
  find(id: number, caller: ChatParticipant): Promise<Result<ConversationRecord | undefined, DomainError>>;
  /** Its messages, oldest first. */
  messages(id: number, caller: ChatParticipant): Promise<Result<ChatMessage[], DomainError>>;
  /**
   * How many messages of the caller's conversations the rule counts (domain: unreadMessagesOf, the
   * author by the caller's side and the status); the store counts, the rule is the handler's.
   */
  countMessagesTo(caller: ChatParticipant, counted: UnreadMessages): Promise<Result<number, DomainError>>;
  /** An agent's address, name and languages; undefined without one (a remote tells its agents itself). */
  agentContact(userId: number): Promise<{ email: string; name: string; languages: string[] } | undefined>;
  /** Writes the message, the conversation's latest time and the message's e-mails in one transaction (the outbox). */
  addMessage(message: NewChatMessage, mails: LeadMail[]): Promise<Result<ChatMessage, DomainError>>;
  /** One author's Dispatched messages of a conversation become Read at `at`; how many did. */
  markRead(conversationId: number, author: Participant, at: Date): Promise<Result<number, DomainError>>;
}
export const ConversationStore: ServiceIdentifier<ConversationStore> = Symbol.for('leads.ConversationStore');

/** A new chat message's e-mail to the other party, as SendChatMessage decided it. */
export interface ChatMail {
  conversationId: number;
  recipient: LeadRecipient & { name: string };
  authorName: string;
  subjectTitle: string;
  text: string;
}

/** The words of a chat message's e-mail, in its reader's language, with the way back to /chat. */
export interface ConversationMails {
  newMessage(mail: ChatMail): LeadMail;
}
export const ConversationMails: ServiceIdentifier<ConversationMails> = Symbol.for('leads.ConversationMails');
