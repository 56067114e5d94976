import type { LeadEndpoint, LeadType } from '#domain/leads/Lead';

/** What a lead form is about, given by the page that mounts it (listing, project, unit or agent page). */
export interface LeadTarget {
  listingId?: number;
  originalId?: string;
  projectId?: number;
  unitId?: number;
  /** The agent of an agent page (User lead). */
  agentId?: number;
  /** Who answers, named only where the display rules allow it (lead-form agent, global and up). */
  recipientName?: string;
  /** The listing's (or project's) time zone: tour slots are its business hours. */
  timeZone: string;
  tourAvailable: boolean;
  addressAvailable: boolean;
  /** The rental deposit insurance the contact form offers (document 001 §4), while this visitor's offer is AVAILABLE. */
  rentalDepositInsurance?: { provider: string; onRequested: () => void };
}

/** The forms a page can open: the lead types of document 001 §3 as the visitor sees them. */
export type LeadFormKind = 'lead' | 'tour' | 'listingAddress' | 'user' | 'project' | 'projectbrochure' | 'unit';

/** The route and the stored lead type of each form (document 001 §3, §7). */
export const FORM_ROUTES: Record<LeadFormKind, { endpoint: LeadEndpoint; leadType: LeadType }> = {
  lead: { endpoint: 'lead', leadType: 'lead' },
  tour: { endpoint: 'tour', leadType: 'tour' },
  listingAddress: { endpoint: 'listingAddress', leadType: 'ListingAddress' },
  user: { endpoint: 'user', leadType: 'User' },
  project: { endpoint: 'project', leadType: 'project' },
  projectbrochure: { endpoint: 'project', leadType: 'projectbrochure' },
  unit: { endpoint: 'project', leadType: 'unit' },
};
