import type { ServiceIdentifier } from 'inversify';
import type { ChatMessage, ConversationSummary, ConversationThread } from '#domain/leads/conversations/Conversation';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { OpenLeadFormHandler } from './commands/OpenLeadForm';
import type { PostLeadHandler } from './commands/PostLead';
import type { SubmitLeadRequestHandler } from './commands/SubmitLeadRequest';
import type { GetProfileLeadContactHandler } from './queries/GetProfileLeadContact';
import type { GetRememberedLeadContactHandler } from './queries/GetRememberedLeadContact';
import type { MarkConversationRead as MarkConversationReadCommand } from './commands/MarkConversationRead';
import type { SendChatMessage as SendChatMessageCommand } from './commands/SendChatMessage';
import type { CountUnreadMessages as CountUnreadMessagesQuery } from './queries/CountUnreadMessages';
import type { GetConversation as GetConversationQuery } from './queries/GetConversation';
import type { ListConversations as ListConversationsQuery } from './queries/ListConversations';

/** DI tokens for the leads use cases. */
export const OpenLeadForm: ServiceIdentifier<OpenLeadFormHandler> = Symbol.for('leads.OpenLeadForm');
export const PostLead: ServiceIdentifier<PostLeadHandler> = Symbol.for('leads.PostLead');
export const SubmitLeadRequest: ServiceIdentifier<SubmitLeadRequestHandler> = Symbol.for('leads.SubmitLeadRequest');
// The lead form's prefill in the browser: this browser's last lead, the known visitor's profile.
export const GetRememberedLeadContact: ServiceIdentifier<GetRememberedLeadContactHandler> = Symbol.for(
  'leads.GetRememberedLeadContact',
);
export const GetProfileLeadContact: ServiceIdentifier<GetProfileLeadContactHandler> =
  Symbol.for('leads.GetProfileLeadContact');

/*
 * The conversation use cases: the handlers over ConversationStore on the server, the /svc/communications
 * calls in the browser (infrastructure/leads/http/httpChatUseCases), where the bearer is the caller.
 */
export interface CountUnreadMessagesUseCase {
  execute(query: CountUnreadMessagesQuery): Promise<Result<{ total: number }, DomainError>>;
}
export const CountUnreadMessages: ServiceIdentifier<CountUnreadMessagesUseCase> =
  Symbol.for('leads.CountUnreadMessages');

export interface ListConversationsUseCase {
  execute(query: ListConversationsQuery): Promise<Result<{ conversations: ConversationSummary[] }, DomainError>>;
}
export const ListConversations: ServiceIdentifier<ListConversationsUseCase> = Symbol.for('leads.ListConversations');

export interface GetConversationUseCase {
  execute(query: GetConversationQuery): Promise<Result<ConversationThread, DomainError>>;
}
export const GetConversation: ServiceIdentifier<GetConversationUseCase> = Symbol.for('leads.GetConversation');

export interface SendChatMessageUseCase {
  execute(command: SendChatMessageCommand): Promise<Result<ChatMessage, DomainError>>;
}
export const SendChatMessage: ServiceIdentifier<SendChatMessageUseCase> = Symbol.for('leads.SendChatMessage');

export interface MarkConversationReadUseCase {
  execute(command: MarkConversationReadCommand): Promise<Result<{ read: number }, DomainError>>;
}
export const MarkConversationRead: ServiceIdentifier<MarkConversationReadUseCase> =
  Symbol.for('leads.MarkConversationRead');
