import type { ServiceIdentifier } from 'inversify';
import type { OpenLeadFormHandler } from './commands/OpenLeadForm';
import type { PostLeadHandler } from './commands/PostLead';
import type { SubmitLeadRequestHandler } from './commands/SubmitLeadRequest';
import type { MarkConversationReadHandler } from './commands/MarkConversationRead';
import type { SendChatMessageHandler } from './commands/SendChatMessage';
import type { CountUnreadMessagesHandler } from './queries/CountUnreadMessages';
import type { GetConversationHandler } from './queries/GetConversation';
import type { ListConversationsHandler } from './queries/ListConversations';

/** DI tokens for the leads use cases. */
export const OpenLeadForm: ServiceIdentifier<OpenLeadFormHandler> = Symbol.for('leads.OpenLeadForm');
export const PostLead: ServiceIdentifier<PostLeadHandler> = Symbol.for('leads.PostLead');
export const SubmitLeadRequest: ServiceIdentifier<SubmitLeadRequestHandler> = Symbol.for('leads.SubmitLeadRequest');
export const CountUnreadMessages: ServiceIdentifier<CountUnreadMessagesHandler> =
  Symbol.for('leads.CountUnreadMessages');
export const ListConversations: ServiceIdentifier<ListConversationsHandler> = Symbol.for('leads.ListConversations');
export const GetConversation: ServiceIdentifier<GetConversationHandler> = Symbol.for('leads.GetConversation');
export const SendChatMessage: ServiceIdentifier<SendChatMessageHandler> = Symbol.for('leads.SendChatMessage');
export const MarkConversationRead: ServiceIdentifier<MarkConversationReadHandler> =
  Symbol.for('leads.MarkConversationRead');
