import type { GeocodeLevel, TransactionType } from '../listings/Listing';
import { listingActions } from '../listings/ListingActions';
import { type DomainError, invalid } from '../shared/DomainError';
import { err, ok, type Result } from '../shared/Result';
import type { LeadEndpoint, LeadRequest, LeadType, ProcessingStatus } from './Lead';
import type { SpamVerdict } from './SpamSignals';
import { validateTourSlot } from './TourSlot';

/** What a lead is about: a listing (or a project's unit), a project, or an agent (User lead). */
export interface LeadTarget {
  kind: 'listing' | 'project' | 'user';
  isArchived: boolean;
  transactionType?: TransactionType;
  geocodeLevel?: GeocodeLevel;
  timeZone: string;
}

/** The lead type each route stores (document 001 §3 lead types); /leads/project takes project, projectbrochure or unit. */
export function leadTypeOf(endpoint: LeadEndpoint, requested: LeadType | undefined): LeadType {
  switch (endpoint) {
    case 'tour':
      return 'tour';
    case 'listingAddress':
      return 'ListingAddress';
    case 'user':
      return 'User';
    case 'project':
      return requested === 'projectbrochure' || requested === 'unit' ? requested : 'project';
    default:
      return 'lead';
  }
}

/**
 * A lead's processing status before it is stored (document 001 §3 statuses, §6 rules):
 * - "Lead, tour and other actions are unavailable on archived listings": RejectedObsolete, stored
 *   and never sent;
 * - "tours need a sale listing" and "listing address needs an exact-enough geocode": refused (INVALID);
 * - a tour needs a free slot (weekday, business hours, ahead of now);
 * - spam, or suspicious signals without a solved challenge: Spam, stored and never sent;
 * - else NotificationsScheduled: the e-mails are in the outbox in the lead's own transaction.
 */
export function decideLead(input: {
  endpoint: LeadEndpoint;
  target: LeadTarget;
  request: Pick<LeadRequest, 'tourDate' | 'tourTime' | 'data'>;
  now: Date;
  spam: SpamVerdict;
}): Result<ProcessingStatus, DomainError> {
  const { endpoint, target, request } = input;
  if (target.isArchived) return ok('RejectedObsolete');
  if (target.kind === 'listing' && target.transactionType && target.geocodeLevel) {
    const actions = listingActions({
      isArchived: false,
      transactionType: target.transactionType,
      location: { geocodeLevel: target.geocodeLevel },
    });
    if (endpoint === 'tour' && !actions.tour.available)
      return err(invalid('TOUR_NOT_AVAILABLE', 'LeadRequestForm.Tour.SaleOnly', 'tourDate'));
    if (endpoint === 'listingAddress' && !actions.listingAddress.available)
      return err(invalid('LISTING_ADDRESS_NOT_AVAILABLE', 'LeadRequestForm.Address.NotExact'));
  } else if (endpoint === 'tour' || endpoint === 'listingAddress') {
    return err(invalid('LISTING_REQUIRED', 'Required field is not provided or invalid', 'id'));
  }
  if (endpoint === 'tour') {
    const slot = validateTourSlot(
      request.tourDate ?? request.data.tourDate,
      request.tourTime ?? request.data.tourTime,
      input.now,
      target.timeZone,
    );
    if (slot) return err(slot);
  }
  if (input.spam !== 'clean') return ok('Spam');
  return ok('NotificationsScheduled');
}

/** Which listing (or unit), project or agent a lead names, before anything is read. */
export type LeadTargetRef =
  | { kind: 'user'; userId: number }
  | { kind: 'project'; projectId: number }
  | { kind: 'listing'; id?: number; originalId?: string; isUnit: boolean };

/**
 * Document 001 §3: a lead names its "listing id and originalId (or projectId/unitId)"; a User lead
 * its agent (userId). A unit is a listing of its project; a projectId alone is a project lead.
 */
export function leadTargetRef(
  endpoint: LeadEndpoint,
  request: Pick<LeadRequest, 'id' | 'originalId' | 'projectId' | 'unitId' | 'userId'>,
): Result<LeadTargetRef, DomainError> {
  if (endpoint === 'user') {
    if (request.userId === undefined)
      return err(invalid('LEAD_TARGET_REQUIRED', 'Required field is not provided or invalid', 'userId'));
    return ok({ kind: 'user', userId: request.userId });
  }
  if (request.projectId !== undefined && request.id === undefined && request.unitId === undefined)
    return ok({ kind: 'project', projectId: request.projectId });
  const id = request.unitId ?? request.id;
  if (id === undefined && !request.originalId)
    return err(invalid('LEAD_TARGET_REQUIRED', 'Required field is not provided or invalid', 'id'));
  return ok({ kind: 'listing', id, originalId: request.originalId, isUnit: request.unitId !== undefined });
}
