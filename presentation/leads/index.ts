/** Lead forms for any page (listing, project, unit, agent): the provider with the modal, and the hook its buttons use. */
export { LeadActionsProvider, useLeadActions } from './LeadActions';
export type { LeadFormKind, LeadTarget } from './LeadTarget';
export { UnreadMessagesSync, refreshUnreadMessages } from './chat/UnreadMessagesSync';
