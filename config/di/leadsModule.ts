import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { OpenLeadFormHandler } from '#application/leads/commands/OpenLeadForm';
import { MarkConversationReadHandler } from '#application/leads/commands/MarkConversationRead';
import { SendChatMessageHandler } from '#application/leads/commands/SendChatMessage';
import { SubmitLeadRequestHandler } from '#application/leads/commands/SubmitLeadRequest';
import { CountUnreadMessagesHandler } from '#application/leads/queries/CountUnreadMessages';
import { GetConversationHandler } from '#application/leads/queries/GetConversation';
import { ListConversationsHandler } from '#application/leads/queries/ListConversations';
import {
  ConversationsService,
  LeadContactStore,
  LeadErrorReporter,
  LeadProfiles,
  LeadsService,
  LeadTracking,
} from '#application/leads/ports';
import {
  CountUnreadMessages,
  GetConversation,
  ListConversations,
  MarkConversationRead,
  OpenLeadForm,
  SendChatMessage,
  SubmitLeadRequest,
} from '#application/leads/tokens';
import { ConsoleLeadErrorReporter, DataLayerLeadTracking } from '#infrastructure/leads/browser/DataLayerLeadTracking';
import { HttpLeadProfiles } from '#infrastructure/leads/browser/HttpLeadProfiles';
import { LocalLeadContactStore } from '#infrastructure/leads/browser/LocalLeadContactStore';
import { HttpConversationsService } from '#infrastructure/leads/http/HttpConversationsService';
import { HttpLeadsService } from '#infrastructure/leads/http/HttpLeadsService';

/**
 * The leads use cases (document 001 §7 "Leads") over LeadsService, on both sides. PostLead itself is
 * the server's (config/di/leadsServerModule): the browser posts to /svc/leads through the http adapter.
 */
export function bindLeadsUseCases(bind: ContainerModuleLoadOptions['bind']): void {
  bind(OpenLeadForm).to(OpenLeadFormHandler).inSingletonScope();
  bind(CountUnreadMessages).to(CountUnreadMessagesHandler).inSingletonScope();
  bind(ListConversations).to(ListConversationsHandler).inSingletonScope();
  bind(GetConversation).to(GetConversationHandler).inSingletonScope();
  bind(SendChatMessage).to(SendChatMessageHandler).inSingletonScope();
  bind(MarkConversationRead).to(MarkConversationReadHandler).inSingletonScope();
}

/**
 * Leads in the browser: the use cases over LeadsService's http adapter (needs ServiceClientToken
 * bound), and the lead submit of document 001 §4 with the browser's local state, the profile,
 * the dataLayer and the console as its error log.
 */
export const leadsModule = new ContainerModule(({ bind }) => {
  bindLeadsUseCases(bind);
  bind(LeadsService).to(HttpLeadsService).inSingletonScope();
  bind(ConversationsService).to(HttpConversationsService).inSingletonScope();
  bind(LeadContactStore)
    .toDynamicValue(() => new LocalLeadContactStore())
    .inSingletonScope();
  bind(LeadProfiles).to(HttpLeadProfiles).inSingletonScope();
  bind(LeadTracking).toConstantValue(new DataLayerLeadTracking());
  bind(LeadErrorReporter).toConstantValue(new ConsoleLeadErrorReporter());
  bind(SubmitLeadRequest).to(SubmitLeadRequestHandler).inSingletonScope();
});
