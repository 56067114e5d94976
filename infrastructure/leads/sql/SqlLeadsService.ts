import { eq } from 'drizzle-orm';
import type { LeadCaller, LeadFormStamps, LeadsService } from '#application/leads/ports';
import type { LeadAnswer, LeadEndpoint, LeadRequest, ProcessingStatus } from '#domain/leads/Lead';
import { isSuccessfulStatus } from '#domain/leads/Lead';
import { decideLead, leadTypeOf, type LeadTarget } from '#domain/leads/LeadRules';
import { validateLeadContact } from '#domain/leads/LeadValidation';
import { openingMessage } from '#domain/leads/conversations/Conversation';
import { spamVerdict } from '#domain/leads/SpamSignals';
import { timeZoneOf } from '#domain/leads/TourSlot';
import { type DomainError, invalid, notFound } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { accountRoles, accounts, emailOutbox, leads, listings, projects, users } from '#infrastructure/db/schema';
import type { Translate } from '#infrastructure/mail/OutboxIdentityMails';
import type { LeadRateLimiter } from '../limits/LeadRateLimiter';
import { openConversation } from '../conversations/openConversation';
import { leadMails, type LeadMailInput } from '../mail/leadMails';

export interface SqlLeadsOptions {
  translate: Translate;
  portalName: string;
  /** The portal's country (phone numbers without a prefix are read in it); null for the international portal. */
  countryOf: (portalId: string) => string | null;
  /** The page of what a lead is about, absolute, for the e-mails. */
  pageUrl: (portalId: string, kind: 'listing' | 'project' | 'agent', id: number, culture: string) => string;
  /** Signs and reads the forms' opening stamps: the fill time is the service's measure. */
  formStamps: LeadFormStamps;
  /** Verifies an ALTCHA solution when the form sent one; absent = no challenge configured. */
  verifyCaptcha?: (payload: string) => Promise<boolean>;
  /** Whether the provider insures the listing (financing's offer rule); absent = every listing. */
  insuranceOffered?: (listingId: number, provider: string | undefined) => Promise<boolean>;
  now?: () => Date;
}

interface ResolvedTarget extends LeadTarget {
  listingId?: number;
  projectId?: number;
  unitId?: number;
  agentUserId?: number;
  accountId?: number;
  title: string;
  reference?: string;
  url: string;
  /** The agency and the contact agent, in their languages. */
  recipients: LeadMailInput['recipients'];
}

/**
 * The leads service embedded on the database. A lead is stored with its e-mails in one
 * transaction (the outbox worker sends them), under the form's idempotency key: the key's unique
 * index makes a retried or double-submitted form, even racing, one lead and one set of e-mails.
 */
export class SqlLeadsService implements LeadsService {
  constructor(
    private readonly db: Database,
    private readonly limiter: LeadRateLimiter,
    private readonly options: SqlLeadsOptions,
  ) {}

  async postLead(
    endpoint: LeadEndpoint,
    request: LeadRequest,
    caller: LeadCaller,
  ): Promise<Result<LeadAnswer, DomainError>> {
    const earlier = await this.byKey(request, caller);
    if (earlier) return earlier;
    const contact = validateLeadContact(request.data, this.options.countryOf(request.portalId));
    if (contact) return err(contact);
    const target = await this.target(endpoint, request);
    if (!target.ok) return target;
    const uninsurable = await this.uninsurable(endpoint, request, target.value);
    if (uninsurable) return err(uninsurable);
    const limited = await this.limiter.consume(caller.ip, request.data.email);
    if (!limited.ok) return limited;
    const captchaSolved =
      caller.captcha && this.options.verifyCaptcha ? await this.options.verifyCaptcha(caller.captcha) : undefined;
    // Timed by the service, from its own stamp to now: the client's formTimestamp and
    // formSubmitTime are stored as sent, and say nothing here.
    const spam = spamVerdict({
      formTimestamp: this.options.formStamps.openedAt(request.formStamp),
      formSubmitTime: this.now().getTime(),
      honeypot: request.website,
      captchaSolved,
    });
    // Suspicious (too fast, no timing) with a challenge configured: the form shows the proof of work
    // and sends again with the same key; nothing is stored until then.
    if (spam === 'suspicious' && this.options.verifyCaptcha)
      return err(invalid('CAPTCHA_REQUIRED', 'LeadRequestForm.Captcha.Required', 'captcha'));
    const decided = decideLead({ endpoint, target: target.value, request, now: this.now(), spam });
    if (!decided.ok) return decided;
    return this.store(endpoint, request, caller, target.value, decided.value, { spam, captchaSolved });
  }

  /**
   * Document 001 §5: "Rental deposit insurance is offered only if the provider is available, the
   * agency is not in the exception list, and the listing qualifies": an insurance lead for a listing
   * the offer lookup calls UNAVAILABLE is refused, whichever route it came through.
   */
  private async uninsurable(
    endpoint: LeadEndpoint,
    request: LeadRequest,
    target: ResolvedTarget,
  ): Promise<DomainError | undefined> {
    if (endpoint !== 'firstCaution' && endpoint !== 'rentalDepositInsurance') return undefined;
    if (!this.options.insuranceOffered) return undefined;
    const provider = endpoint === 'firstCaution' ? 'FirstCaution' : request.rentalDepositInsuranceProvider;
    const offered = target.listingId !== undefined && (await this.options.insuranceOffered(target.listingId, provider));
    return offered
      ? undefined
      : invalid(
          'RENTAL_DEPOSIT_INSURANCE_NOT_OFFERED',
          'Rental deposit insurance is not offered for this listing',
          'id',
        );
  }

  async openForm(): Promise<Result<{ formStamp: string }, DomainError>> {
    return ok({ formStamp: this.options.formStamps.issue(this.now().getTime()) });
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** The conversation's first message: the tour slot for tours, then the visitor's words or what the lead asks. */
  private openingText(
    endpoint: LeadEndpoint,
    leadType: string,
    message: string | undefined,
    locale: string,
    slot: { date: string; time: string; timeZone: string },
  ): string {
    const t = (key: string) => this.options.translate(locale, key, { portalName: this.options.portalName, ...slot });
    if (endpoint === 'tour') return [t('Leads.Chat.TourSlot'), message?.trim()].filter(Boolean).join('\n\n');
    return openingMessage(message, t(`Leads.Mail.Agent.Intro.${leadType}`));
  }

  /**
   * The lead an earlier send of this form stored. A key is the caller's own: the same profile (or
   * none) and the same e-mail. Anyone else replaying it learns nothing of that lead, not its id
   * nor its status, and stores nothing under it.
   */
  private async byKey(request: LeadRequest, caller: LeadCaller): Promise<Result<LeadAnswer, DomainError> | undefined> {
    const [row] = await this.db
      .select({ leadId: leads.id, status: leads.status, profileId: leads.profileId, email: leads.email })
      .from(leads)
      .where(eq(leads.idempotencyKey, request.idempotencyKey));
    if (!row) return undefined;
    const own = row.profileId === (caller.profileId ?? null) && row.email === request.data.email.trim().toLowerCase();
    if (!own)
      return err(invalid('IDEMPOTENCY_KEY_TAKEN', 'idempotencyKey is already used: send a new one', 'idempotencyKey'));
    return ok({ leadId: row.leadId, status: row.status });
  }

  private async store(
    endpoint: LeadEndpoint,
    request: LeadRequest,
    caller: LeadCaller,
    target: ResolvedTarget,
    status: ProcessingStatus,
    signals: { spam: string; captchaSolved?: boolean },
  ): Promise<Result<LeadAnswer, DomainError>> {
    const data = request.data;
    const leadType = leadTypeOf(endpoint, data.leadType);
    const tourDate = request.tourDate ?? data.tourDate;
    const tourTime = request.tourTime ?? data.tourTime;
    const answer = await this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(leads)
        .values({
          idempotencyKey: request.idempotencyKey,
          endpoint,
          leadType,
          status,
          listingId: target.listingId ?? null,
          projectId: target.projectId ?? null,
          unitId: target.unitId ?? null,
          agentUserId: target.agentUserId ?? null,
          accountId: target.accountId ?? null,
          fullName: data.fullName.trim(),
          email: data.email.trim().toLowerCase(),
          phone: data.phone.trim(),
          message: data.message?.trim() || null,
          tourDate: endpoint === 'tour' ? (tourDate ?? null) : null,
          tourTime: endpoint === 'tour' ? (tourTime ?? null) : null,
          locale: request.locale,
          portalId: request.portalId,
          rentalDepositInsuranceProvider: request.rentalDepositInsuranceProvider ?? null,
          details: request.details ?? null,
          signals: {
            verdict: signals.spam,
            fillMs: fillMs(this.options.formStamps.openedAt(request.formStamp), this.now()),
            honeypot: Boolean(request.website?.trim()),
            captcha: signals.captchaSolved ?? null,
          },
          profileId: caller.profileId ?? null,
        })
        .onConflictDoNothing({ target: leads.idempotencyKey })
        .returning({ leadId: leads.id, status: leads.status });
      // A concurrent request with the same key won the insert: answer its lead, send nothing more.
      if (!inserted) return undefined;
      if (isSuccessfulStatus(status)) {
        const mails = leadMails(
          {
            leadId: inserted.leadId,
            leadType,
            visitor: { ...data, message: data.message?.trim() || undefined, locale: request.locale },
            subject: { title: target.title, reference: target.reference, url: target.url },
            tour:
              endpoint === 'tour' && tourDate && tourTime
                ? { date: tourDate, time: tourTime, timeZone: target.timeZone }
                : undefined,
            recipients: target.recipients,
            portalName: this.options.portalName,
            details: request.details,
          },
          this.options.translate,
        );
        await tx.insert(emailOutbox).values(mails.map((mail) => ({ ...mail, html: mail.html ?? null })));
        if (target.agentUserId !== undefined)
          await openConversation(tx, {
            leadId: inserted.leadId,
            agentUserId: target.agentUserId,
            profileId: caller.profileId,
            visitor: { fullName: data.fullName.trim(), email: data.email.trim().toLowerCase(), locale: request.locale },
            subject: { title: target.title, url: target.url },
            text: this.openingText(endpoint, leadType, data.message, request.locale, {
              date: tourDate ?? '',
              time: tourTime ?? '',
              timeZone: target.timeZone,
            }),
          });
      }
      return inserted;
    });
    return answer ? ok(answer) : (await this.byKey(request, caller))!;
  }

  private async target(endpoint: LeadEndpoint, request: LeadRequest): Promise<Result<ResolvedTarget, DomainError>> {
    if (endpoint === 'user') {
      if (request.userId === undefined)
        return err(invalid('LEAD_TARGET_REQUIRED', 'Required field is not provided or invalid', 'userId'));
      return this.agentTarget(request.userId, request.locale, request.portalId);
    }
    if (request.projectId !== undefined && request.id === undefined && request.unitId === undefined)
      return this.projectTarget(request.projectId, request.locale, request.portalId);
    const listingId = request.unitId ?? request.id;
    if (listingId === undefined && !request.originalId)
      return err(invalid('LEAD_TARGET_REQUIRED', 'Required field is not provided or invalid', 'id'));
    return this.listingTarget(
      listingId,
      request.originalId,
      request.locale,
      request.unitId !== undefined,
      request.portalId,
    );
  }

  private async listingTarget(
    id: number | undefined,
    originalId: string | undefined,
    locale: string,
    isUnit: boolean,
    portalId: string,
  ): Promise<Result<ResolvedTarget, DomainError>> {
    const [listing] = await this.db
      .select({
        id: listings.id,
        reference: listings.reference,
        isArchived: listings.isArchived,
        transactionType: listings.transactionType,
        geocodeLevel: listings.geocodeLevel,
        countryIso: listings.countryIso,
        language: listings.language,
        titles: listings.titles,
        projectId: listings.projectId,
        accountId: listings.accountId,
        agentUserId: listings.agentUserId,
        contactUsers: listings.contactUsers,
      })
      .from(listings)
      .where(id !== undefined ? eq(listings.id, id) : eq(listings.originalId, originalId!))
      .limit(1);
    if (!listing) return err(notFound('LISTING_NOT_FOUND', 'Listing is not found', 'id'));
    const agentId =
      listing.contactUsers.find((contact) => contact.type === 'Agent')?.userId ??
      listing.agentUserId ??
      listing.contactUsers[0]?.userId;
    const recipients = await this.recipients(listing.accountId, agentId, listing.language);
    return ok({
      kind: 'listing',
      isArchived: listing.isArchived,
      transactionType: listing.transactionType,
      geocodeLevel: listing.geocodeLevel,
      timeZone: timeZoneOf(listing.countryIso),
      listingId: listing.id,
      projectId: listing.projectId ?? undefined,
      unitId: isUnit ? listing.id : undefined,
      agentUserId: agentId,
      accountId: listing.accountId ?? undefined,
      title: listing.titles[locale] ?? listing.titles[listing.language] ?? Object.values(listing.titles)[0] ?? '',
      reference: listing.reference,
      url: this.options.pageUrl(portalId, 'listing', listing.id, locale),
      recipients,
    });
  }

  private async projectTarget(
    id: number,
    locale: string,
    portalId: string,
  ): Promise<Result<ResolvedTarget, DomainError>> {
    const [project] = await this.db
      .select({
        id: projects.id,
        name: projects.name,
        language: projects.language,
        isArchived: projects.isArchived,
        countryIso: projects.countryIso,
        accountId: projects.developerAccountId,
      })
      .from(projects)
      .where(eq(projects.id, id));
    if (!project) return err(notFound('PROJECT_NOT_FOUND', 'Project is not found', 'projectId'));
    return ok({
      kind: 'project',
      isArchived: project.isArchived,
      timeZone: timeZoneOf(project.countryIso),
      projectId: project.id,
      accountId: project.accountId ?? undefined,
      title: project.name,
      url: this.options.pageUrl(portalId, 'project', project.id, locale),
      recipients: await this.recipients(project.accountId, undefined, project.language),
    });
  }

  private async agentTarget(
    userId: number,
    locale: string,
    portalId: string,
  ): Promise<Result<ResolvedTarget, DomainError>> {
    const [agent] = await this.db
      .select({ id: users.id, fullName: users.fullName, isArchived: users.isArchived })
      .from(users)
      .where(eq(users.id, userId));
    const roles = agent
      ? await this.db
          .select({ accountId: accountRoles.accountId, role: accountRoles.role, countryIso: accounts.countryIso })
          .from(accountRoles)
          .innerJoin(accounts, eq(accounts.id, accountRoles.accountId))
          .where(eq(accountRoles.userId, userId))
      : [];
    // Only people who publish themselves take a lead: a user with an account role, whose agent page
    // exists (document 001 §2 agent profile, §6 contact users). Anyone else is unknown here, like on
    // that page: nothing stored, nobody mailed, and the sender never learns their name.
    if (!agent || roles.length === 0) return err(notFound('USER_NOT_FOUND', 'User is not found', 'userId'));
    const role = roles.find((grant) => grant.role === 'Agent');
    return ok({
      kind: 'user',
      isArchived: agent.isArchived,
      timeZone: timeZoneOf(role?.countryIso),
      agentUserId: agent.id,
      accountId: role?.accountId,
      title: agent.fullName,
      url: this.options.pageUrl(portalId, 'agent', agent.id, locale),
      recipients: await this.recipients(role?.accountId ?? null, agent.id, locale),
    });
  }

  /** The agency (vendor account) and the agent, each in their language: the agent's first spoken, else the listing's. */
  private async recipients(
    accountId: number | null,
    agentUserId: number | undefined,
    fallbackCulture: string,
  ): Promise<LeadMailInput['recipients']> {
    const found: LeadMailInput['recipients'] = [];
    if (accountId !== null) {
      const [account] = await this.db
        .select({ email: accounts.email, name: accounts.name })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      if (account?.email) found.push({ email: account.email, culture: fallbackCulture, name: account.name });
    }
    if (agentUserId !== undefined) {
      const [agent] = await this.db
        .select({ email: users.email, fullName: users.fullName, languages: users.languages })
        .from(users)
        .where(eq(users.id, agentUserId));
      if (agent?.email)
        found.push({ email: agent.email, culture: agent.languages[0] ?? fallbackCulture, name: agent.fullName });
    }
    return found;
  }
}

/** The fill time the service measured (its stamp to now), null without a valid stamp. */
const fillMs = (openedAt: number | undefined, now: Date): number | null =>
  openedAt === undefined ? null : now.getTime() - openedAt;
