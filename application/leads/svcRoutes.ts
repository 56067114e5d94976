import type { LeadEndpoint } from '#domain/leads/Lead';
import type { SvcRoute } from '#application/shared/svcRoute';

/** A lead route (document 001 §7 "Leads"): anonymous visitors send leads, a bearer names their profile. */
const leadRoute = <P extends string>(path: P) => ({ method: 'POST', path, caller: 'anyone' }) as const;

/**
 * /svc/leads (document 001 §7 "Leads"): one POST per lead endpoint, named by its path after
 * /leads, and the form's stamp. The one place these paths are written.
 */
export const LEADS_ROUTES = {
  formStamp: { method: 'GET', path: '/leads/leads/formStamp', caller: 'none' },
  lead: leadRoute('/leads/leads'),
  tour: leadRoute('/leads/leads/tour'),
  listingAddress: leadRoute('/leads/leads/listingAddress'),
  user: leadRoute('/leads/leads/user'),
  project: leadRoute('/leads/leads/project'),
  mortgage: leadRoute('/leads/leads/mortgage'),
  firstCaution: leadRoute('/leads/leads/firstCaution'),
  rentalDepositInsurance: leadRoute('/leads/leads/rentalDepositInsurance'),
} as const satisfies Record<'formStamp' | LeadEndpoint, SvcRoute>;

/**
 * /svc/communications (document 001 §7 "Communications"): GET /conversation/unread as the document
 * gives it, and the conversation calls /chat needs. Chat is for signed-in users (document 000 §1).
 */
export const COMMUNICATIONS_ROUTES = {
  unread: { method: 'GET', path: '/communications/conversation/unread', caller: 'fullUser', query: ['status'] },
  list: { method: 'GET', path: '/communications/conversations', caller: 'fullUser' },
  one: { method: 'GET', path: '/communications/conversations/:id', caller: 'fullUser' },
  messages: { method: 'POST', path: '/communications/conversations/:id/messages', caller: 'fullUser' },
  read: { method: 'POST', path: '/communications/conversations/:id/read', caller: 'fullUser' },
} as const satisfies Record<string, SvcRoute>;
