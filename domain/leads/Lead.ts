/**
 * Leads (document 001 §3 "Lead form data"): "fullName, email, phone, leadType, formTimestamp,
 * tourDate, tourTime, forceSubscribe, firstCautionOffer, rentalDepositInsuranceOffer. Lead types:
 * lead, tour, ListingAddress, User, project, projectbrochure, unit. […] Processing statuses:
 * Dispatched, Processing, RejectedObsolete, Error, Spam, NotificationsScheduled; only Dispatched,
 * Processing and NotificationsScheduled count as successful."
 */
export const LEAD_TYPES = ['lead', 'tour', 'ListingAddress', 'User', 'project', 'projectbrochure', 'unit'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export const PROCESSING_STATUSES = [
  'Dispatched',
  'Processing',
  'RejectedObsolete',
  'Error',
  'Spam',
  'NotificationsScheduled',
] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

const SUCCESSFUL: ReadonlySet<ProcessingStatus> = new Set(['Dispatched', 'Processing', 'NotificationsScheduled']);

/** "only Dispatched, Processing and NotificationsScheduled count as successful" (document 001 §3). */
export function isSuccessfulStatus(status: ProcessingStatus): boolean {
  return SUCCESSFUL.has(status);
}

/**
 * The leads service's routes (document 001 §7 "Leads": POST /leads, /leads/tour,
 * /leads/listingAddress, /leads/mortgage, /leads/user, /leads/firstCaution,
 * /leads/rentalDepositInsurance, /leads/project), named by their path after /leads.
 */
export const LEAD_ENDPOINTS = [
  'lead',
  'tour',
  'listingAddress',
  'user',
  'project',
  'mortgage',
  'firstCaution',
  'rentalDepositInsurance',
] as const;
export type LeadEndpoint = (typeof LEAD_ENDPOINTS)[number];

/** The visitor's part of a lead (document 001 §3 "Lead form data"). */
export interface LeadFormData {
  fullName: string;
  email: string;
  phone: string;
  /** The visitor's message; the documents' "text area 3000" limit (document 001 §5). */
  message?: string;
  leadType: LeadType;
  /** When the form was rendered (epoch ms); with formSubmitTime it tells a person from a script. */
  formTimestamp?: number;
  tourDate?: string;
  tourTime?: string;
  forceSubscribe?: boolean;
  firstCautionOffer?: boolean;
  rentalDepositInsuranceOffer?: boolean;
}

/**
 * The lead request body (document 001 §3): "listing id and originalId (or projectId/unitId), data,
 * portalId, formSubmitTime, rentalDepositInsuranceProvider, tourDate, tourTime, locale". Ours adds
 * what exactly-once and spam protection need: the form's idempotency key and its honeypot field;
 * userId names the agent of a User lead (agent pages); details carry a financing lead's figures.
 */
export interface LeadRequest {
  id?: number;
  originalId?: string;
  projectId?: number;
  unitId?: number;
  userId?: number;
  data: LeadFormData;
  portalId: string;
  /** When the visitor pressed send (epoch ms): the client's clock, stored, never trusted. */
  formSubmitTime?: number;
  /** The service's signed stamp of when the form opened (LeadsService.openForm): the fill time is measured from it. */
  formStamp?: string;
  rentalDepositInsuranceProvider?: string;
  tourDate?: string;
  tourTime?: string;
  locale: string;
  /** One per form instance (a UUID): a retried or double-submitted form is one lead. */
  idempotencyKey: string;
  /** A field people never see; anything in it is a script's. */
  website?: string;
  /** Mortgage, first-caution and deposit-insurance leads: the figures the visitor entered (free keys). */
  details?: Record<string, string | number | boolean>;
}

/** What the leads service answers for a lead (its own shape: "lead response bodies: not shown"). */
export interface LeadAnswer {
  leadId: number;
  status: ProcessingStatus;
}
