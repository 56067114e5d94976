import type { LeadEndpoint } from '#domain/leads/Lead';

/** Each lead route (document 001 §7 "Leads") under the services' base URL (our /svc/leads). */
export const LEAD_PATHS: Record<LeadEndpoint, string> = {
  lead: '/leads/leads',
  tour: '/leads/leads/tour',
  listingAddress: '/leads/leads/listingAddress',
  user: '/leads/leads/user',
  project: '/leads/leads/project',
  mortgage: '/leads/leads/mortgage',
  firstCaution: '/leads/leads/firstCaution',
  rentalDepositInsurance: '/leads/leads/rentalDepositInsurance',
};
