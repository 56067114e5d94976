import type { ServiceIdentifier } from 'inversify';
import type { LeadAnswer, LeadEndpoint, LeadRequest } from '#domain/leads/Lead';
import type {
  ChatMessage,
  ChatParticipant,
  ConversationSummary,
  ConversationThread,
  MessageStatus,
} from '#domain/leads/conversations/Conversation';
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
 * Two adapters (SQL embedded, HTTP on /svc/leads); one contract suite checks both.
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

/** The server's signature of a form's opening time (infrastructure/leads/formStamps). */
export interface LeadFormStamps {
  /** A stamp of now (a test may stamp an earlier opening). */
  issue(openedAt?: number): string;
  /** The opening time a stamp vouches for; undefined when it is forged, stale or missing. */
  openedAt(stamp: string | undefined): number | undefined;
}
export const LeadFormStamps: ServiceIdentifier<LeadFormStamps> = Symbol.for('leads.LeadFormStamps');

/** The contact data a visitor typed, kept for the next form (document 000 §3: ps4 user-data, leadrequests). */
export interface LeadContact {
  fullName: string;
  email: string;
  phone: string;
}

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
 * The communications service (document 001 §7 "Communications: GET /conversation/unread (status,
 * default Dispatched)"; the other calls are ours, under the same service): the conversations a
 * lead opened between the visitor and the agent. Every call needs a signed-in user and answers
 * only their own conversations (NOT_FOUND for anyone else's). A new message is stored with its
 * e-mail to the other party in one transaction (the outbox sends it).
 */
export interface ConversationsService {
  unreadTotal(caller: ChatParticipant, status: MessageStatus): Promise<Result<{ total: number }, DomainError>>;
  listConversations(caller: ChatParticipant): Promise<Result<{ conversations: ConversationSummary[] }, DomainError>>;
  getConversation(id: number, caller: ChatParticipant): Promise<Result<ConversationThread, DomainError>>;
  sendMessage(id: number, text: string, caller: ChatParticipant): Promise<Result<ChatMessage, DomainError>>;
  /** Marks the messages to the caller as Read; answers how many changed. */
  markRead(id: number, caller: ChatParticipant): Promise<Result<{ read: number }, DomainError>>;
}
export const ConversationsService: ServiceIdentifier<ConversationsService> = Symbol.for('leads.ConversationsService');
