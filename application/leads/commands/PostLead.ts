import { inject, injectable } from 'inversify';
import { Captcha } from '#application/shared/captcha';
import { isSuccessfulStatus, type LeadAnswer, type LeadEndpoint, type LeadRequest } from '#domain/leads/Lead';
import { decideLead, leadTargetRef, leadTypeOf } from '#domain/leads/LeadRules';
import { validateLeadContact } from '#domain/leads/LeadValidation';
import { spamVerdict } from '#domain/leads/SpamSignals';
import type { Clock } from '#domain/shared/Clock';
import { type DomainError, invalid } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import {
  type LeadCaller,
  type LeadConversation,
  LeadFormStamps,
  LeadInsuranceOffers,
  type LeadMail,
  LeadMails,
  LeadPortals,
  LeadRateLimiter,
  LeadsClock,
  LeadStore,
  type LeadTargetRow,
  type NewLead,
  type StoredLead,
} from '../ports';

export interface PostLead {
  endpoint: LeadEndpoint;
  request: LeadRequest;
  caller: LeadCaller;
}

const keyTaken = (): DomainError =>
  invalid('IDEMPOTENCY_KEY_TAKEN', 'idempotencyKey is already used: send a new one', 'idempotencyKey');

/**
 * One lead (document 001 §4 "Lead submit", §5, §6, §7 "Leads"): the /svc edge's and the financing
 * forms' way in. The form's key first (a retried form is the first lead, counted once), then the
 * contact data, the target, the insurance offer, the limits, the spam signals and the decision; a
 * decided lead is stored with its e-mails and its conversation in one transaction.
 */
@injectable()
export class PostLeadHandler {
  constructor(
    @inject(LeadStore) private readonly store: LeadStore,
    @inject(LeadRateLimiter) private readonly limiter: LeadRateLimiter,
    @inject(Captcha) private readonly captcha: Captcha,
    @inject(LeadFormStamps) private readonly stamps: LeadFormStamps,
    @inject(LeadInsuranceOffers) private readonly insurance: LeadInsuranceOffers,
    @inject(LeadPortals) private readonly portals: LeadPortals,
    @inject(LeadMails) private readonly mails: LeadMails,
    @inject(LeadsClock) private readonly clock: Clock,
  ) {}

  async execute({ endpoint, request, caller }: PostLead): Promise<Result<LeadAnswer, DomainError>> {
    const data = request.data;
    const email = data.email.trim().toLowerCase();
    const earlier = await this.store.findByKey?.(request.idempotencyKey);
    if (earlier) return this.answerEarlier(earlier, caller, email);
    const contact = validateLeadContact(data, this.portals.countryOf(request.portalId));
    if (contact) return err(contact);
    const ref = leadTargetRef(endpoint, request);
    if (!ref.ok) return ref;
    const target = await this.store.target(ref.value, { portalId: request.portalId, locale: request.locale });
    if (!target.ok) return target;
    const uninsurable = await this.uninsurable(endpoint, request, target.value);
    if (uninsurable) return err(uninsurable);
    const limited = await this.limiter.consume(caller.ip, email);
    if (!limited.ok) return limited;
    // The proof of work is asked for only when the other signals are suspicious (ALTCHA, self-hosted).
    const captchaSolved = caller.captcha ? (await this.captcha.verify(caller.captcha)).ok : undefined;
    // Timed by the service, from its own stamp to now: the client's formTimestamp and formSubmitTime
    // are stored as sent, and say nothing here.
    const openedAt = this.stamps.openedAt(request.formStamp);
    const now = this.clock.now();
    const spam = spamVerdict({
      formTimestamp: openedAt,
      formSubmitTime: now.getTime(),
      honeypot: request.website,
      captchaSolved,
    });
    // Suspicious (too fast, no timing): the form shows the proof of work and sends again with the
    // same key; nothing is stored until then.
    if (spam === 'suspicious') return err(invalid('CAPTCHA_REQUIRED', 'LeadRequestForm.Captcha.Required', 'captcha'));
    const status = decideLead({ endpoint, target: target.value, request, now, spam });
    if (!status.ok) return status;
    const tourDate = request.tourDate ?? data.tourDate;
    const tourTime = request.tourTime ?? data.tourTime;
    const lead: NewLead = {
      endpoint,
      leadType: leadTypeOf(endpoint, data.leadType),
      status: status.value,
      request,
      caller,
      target: target.value,
      contact: {
        fullName: data.fullName.trim(),
        email,
        phone: data.phone.trim(),
        message: data.message?.trim() || undefined,
      },
      tour: endpoint === 'tour' && tourDate && tourTime ? { date: tourDate, time: tourTime } : undefined,
      signals: {
        verdict: spam,
        fillMs: openedAt === undefined ? null : now.getTime() - openedAt,
        honeypot: Boolean(request.website?.trim()),
        captcha: captchaSolved ?? null,
      },
    };
    // Document 001 §3: only a successful status is sent on; RejectedObsolete and Spam are kept, unsent.
    const sent = isSuccessfulStatus(lead.status);
    const saved = await this.store.save(
      lead,
      sent ? this.mailsOf(lead) : [],
      sent ? this.conversationOf(lead) : undefined,
    );
    if (!saved.ok) return saved;
    return 'stored' in saved.value ? ok(saved.value.stored) : this.answerEarlier(saved.value.earlier, caller, email);
  }

  /**
   * A key is the caller's own: the same profile (or none) and the same e-mail. Anyone else replaying
   * it learns nothing of that lead, not its id nor its status, and stores nothing under it.
   */
  private answerEarlier(earlier: StoredLead, caller: LeadCaller, email: string): Result<LeadAnswer, DomainError> {
    const own = earlier.profileId === (caller.profileId ?? null) && earlier.email === email;
    return own ? ok({ leadId: earlier.leadId, status: earlier.status }) : err(keyTaken());
  }

  /**
   * Who is told (ours, "not shown"): the agency and the contact agent, one e-mail per address, and
   * the visitor a confirmation in their language.
   */
  private mailsOf(lead: NewLead): LeadMail[] {
    const seen = new Set<string>();
    const mails: LeadMail[] = [];
    for (const recipient of lead.target.recipients) {
      const address = recipient.email.trim().toLowerCase();
      if (!address || seen.has(address)) continue;
      seen.add(address);
      mails.push(this.mails.toPublisher(lead, { ...recipient, email: address }));
    }
    mails.push(this.mails.toVisitor(lead));
    return mails;
  }

  /** A lead to an agent opens a conversation between the visitor and that agent (ours: the portal's chat). */
  private conversationOf(lead: NewLead): LeadConversation | undefined {
    if (lead.target.agentUserId === undefined) return undefined;
    return {
      agentUserId: lead.target.agentUserId,
      profileId: lead.caller.profileId,
      visitor: { fullName: lead.contact.fullName, email: lead.contact.email, locale: lead.request.locale },
      subject: { title: lead.target.title, url: lead.target.url },
      text: this.mails.openingText(lead),
    };
  }

  /**
   * Document 001 §5: "Rental deposit insurance is offered only if the provider is available, the
   * agency is not in the exception list, and the listing qualifies": an insurance lead for a listing
   * the offer lookup calls UNAVAILABLE is refused, whichever route it came through.
   */
  private async uninsurable(
    endpoint: LeadEndpoint,
    request: LeadRequest,
    target: LeadTargetRow,
  ): Promise<DomainError | undefined> {
    if (endpoint !== 'firstCaution' && endpoint !== 'rentalDepositInsurance') return undefined;
    const provider = endpoint === 'firstCaution' ? 'FirstCaution' : request.rentalDepositInsuranceProvider;
    const offered = target.listingId !== undefined && (await this.insurance.isOffered(target.listingId, provider));
    return offered
      ? undefined
      : invalid(
          'RENTAL_DEPOSIT_INSURANCE_NOT_OFFERED',
          'Rental deposit insurance is not offered for this listing',
          'id',
        );
  }
}
