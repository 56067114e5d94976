import type { LeadStore, LeadTargetRow, NewLead, SavedLead } from '#application/leads/ports';
import { LEADS_ROUTES } from '#application/leads/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';
import { isSuccessfulStatus, type LeadAnswer } from '#domain/leads/Lead';
import type { LeadTargetRef } from '#domain/leads/LeadRules';
import { timeZoneOf } from '#domain/leads/TourSlot';
import type { Listing } from '#domain/listings/Listing';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import type { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { LISTINGS_ROUTES } from '#application/listings/svcRoutes';

/**
 * The leads of a remote leads service (document 001 §7 "Leads": POST /leads, /leads/tour, …), for a
 * portal whose server binds it instead of the embedded tables. PostLead still checks the contact,
 * the limits, the captcha, the spam signals and the listing's state before a lead is handed over;
 * the remote keeps it. What the remote must offer is in README.md ("A remote back end instead of
 * the embedded one"):
 * - no lookup by idempotency key (findByKey is left out): the remote answers a repeated key with
 *   its first lead and refuses another sender's key, as our /svc/leads does;
 * - the listing is read with the documents' GET /v2/listings/{id}; a project or an agent is not
 *   readable here, so the remote answers NOT_FOUND and an archived one's status itself;
 * - the remote mails the publishers and the visitor and opens the conversation: the e-mails PostLead
 *   wrote are not handed over (its outbox is its own);
 * - a lead PostLead decided not to send (Spam, RejectedObsolete) is not handed over: it has no
 *   remote id (0) and nothing of it is kept.
 */
export class HttpLeadStore implements LeadStore {
  constructor(private readonly client: ServiceClient) {}

  async target(ref: LeadTargetRef): Promise<Result<LeadTargetRow, DomainError>> {
    const unread = { isArchived: false, timeZone: timeZoneOf(undefined), title: '', url: '', recipients: [] };
    if (ref.kind === 'user') return ok({ ...unread, kind: 'user', agentUserId: ref.userId });
    if (ref.kind === 'project') return ok({ ...unread, kind: 'project', projectId: ref.projectId });
    // The documents' listing call reads by id; a lead naming only the originalId is the remote's to find.
    if (ref.id === undefined) return ok({ ...unread, kind: 'listing' });
    const listing = await this.client.request<Listing>(
      LISTINGS_ROUTES.listing.method,
      pathOf(LISTINGS_ROUTES.listing, { id: ref.id }),
    );
    if (!listing.ok) return listing;
    const found = listing.value;
    return ok({
      kind: 'listing',
      isArchived: found.isArchived,
      transactionType: found.transactionType,
      geocodeLevel: found.location.geocodeLevel,
      timeZone: timeZoneOf(found.location.countryISO),
      listingId: found.id,
      projectId: found.projectId,
      unitId: ref.isUnit ? found.id : undefined,
      agentUserId: found.contactUsers.find((contact) => contact.type === 'Agent')?.userId,
      title: found.title,
      reference: found.reference,
      url: '',
      recipients: [],
    });
  }

  /**
   * Hands a lead PostLead sends on to the remote, as the visitor sent it. A lead PostLead refused to
   * send (Spam, RejectedObsolete: document 001 §3, §6) is not handed over, so a remote that would
   * send it anyway never sees it; it has no remote id (0).
   */
  async save(lead: NewLead): Promise<Result<SavedLead, DomainError>> {
    if (!isSuccessfulStatus(lead.status)) return ok({ stored: { leadId: 0, status: lead.status } });
    const captcha = lead.caller.captcha;
    const route = LEADS_ROUTES[lead.endpoint];
    const answer = await this.client.request<LeadAnswer>(route.method, pathOf(route), {
      body: { ...lead.request, ...(captcha ? { captcha } : {}) },
    });
    return answer.ok ? ok({ stored: answer.value }) : answer;
  }
}
