import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { OpenLeadFormHandler } from '#application/leads/commands/OpenLeadForm';
import { SubmitLeadRequestHandler } from '#application/leads/commands/SubmitLeadRequest';
import { GetProfileLeadContactHandler } from '#application/leads/queries/GetProfileLeadContact';
import { GetRememberedLeadContactHandler } from '#application/leads/queries/GetRememberedLeadContact';
import {
  LeadContactStore,
  LeadErrorReporter,
  LeadProfiles,
  LeadsService,
  LeadTracking,
} from '#application/leads/ports';
import {
  GetConversation,
  GetProfileLeadContact,
  GetRememberedLeadContact,
  ListConversations,
  MarkConversationRead,
  OpenLeadForm,
  SendChatMessage,
  SubmitLeadRequest,
} from '#application/leads/tokens';
import { ConsoleLeadErrorReporter, DataLayerLeadTracking } from '#infrastructure/leads/browser/DataLayerLeadTracking';
import { HttpLeadProfiles } from '#infrastructure/leads/browser/HttpLeadProfiles';
import { LocalLeadContactStore } from '#infrastructure/leads/browser/LocalLeadContactStore';
import {
  HttpGetConversation,
  HttpListConversations,
  HttpMarkConversationRead,
  HttpSendChatMessage,
} from '#infrastructure/leads/http/httpChatUseCases';
import { HttpLeadsService } from '#infrastructure/leads/http/HttpLeadsService';

/**
 * The leads use cases (document 001 §7 "Leads") over LeadsService, on both sides. PostLead and the
 * conversation handlers are the server's (config/di/leadsServerModule): the browser posts to
 * /svc/leads and /svc/communications through the http adapters.
 */
export function bindLeadsUseCases(bind: ContainerModuleLoadOptions['bind']): void {
  bind(OpenLeadForm).to(OpenLeadFormHandler).inSingletonScope();
}

/**
 * Leads in the browser, for the pages with a lead form or a conversation (config/di/pages/; the
 * unread count is the shell's, unreadMessagesModule): the use cases over LeadsService's http adapter (needs ServiceClientToken
 * bound), and the lead submit of document 001 §4 with the browser's local state, the profile,
 * the dataLayer and the console as its error log.
 */
export const leadsModule = new ContainerModule(({ bind }) => {
  bindLeadsUseCases(bind);
  bind(LeadsService).to(HttpLeadsService).inSingletonScope();
  // The conversations' rules run on the server: the browser asks /svc/communications as the bearer.
  bind(ListConversations).to(HttpListConversations).inSingletonScope();
  bind(GetConversation).to(HttpGetConversation).inSingletonScope();
  bind(SendChatMessage).to(HttpSendChatMessage).inSingletonScope();
  bind(MarkConversationRead).to(HttpMarkConversationRead).inSingletonScope();
  bind(LeadContactStore)
    .toDynamicValue(() => new LocalLeadContactStore())
    .inSingletonScope();
  bind(LeadProfiles).to(HttpLeadProfiles).inSingletonScope();
  bind(LeadTracking).toConstantValue(new DataLayerLeadTracking());
  bind(LeadErrorReporter).toConstantValue(new ConsoleLeadErrorReporter());
  bind(SubmitLeadRequest).to(SubmitLeadRequestHandler).inSingletonScope();
  bind(GetRememberedLeadContact).to(GetRememberedLeadContactHandler).inSingletonScope();
  bind(GetProfileLeadContact).to(GetProfileLeadContactHandler).inSingletonScope();
});
