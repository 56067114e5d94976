/** What other contexts may use of leads: the port (financing posts its leads through it) and the use case. */
export { LeadsService, type LeadCaller } from './ports';
export type { LeadAnswer, LeadEndpoint, LeadRequest } from './ports';
export { OpenLeadForm, PostLead } from './tokens';
export type { OpenLeadFormHandler } from './commands/OpenLeadForm';
export type { PostLeadHandler } from './commands/PostLead';
