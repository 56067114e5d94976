/** Lead forms for any page (listing, project, unit, agent): the provider with the modal, the hook its buttons use, and the inline form. */
export { LeadActionsProvider, useLeadActions } from './LeadActions';
export { InlineLeadForm } from './InlineLeadForm';
export type { LeadFormKind, LeadTarget } from './LeadTarget';
export { UnreadMessagesSync, refreshUnreadMessages } from './chat/UnreadMessagesSync';
export { LeadFormCaptcha } from './LeadFormCaptcha';
export { leadsViewModels } from './viewModels';
