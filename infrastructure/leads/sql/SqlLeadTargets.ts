import { eq } from 'drizzle-orm';
import type { LeadRecipient, LeadTargetRow, LeadTargetWhere } from '#application/leads/ports';
import type { LeadTargetRef } from '#domain/leads/LeadRules';
import { timeZoneOf } from '#domain/leads/TourSlot';
import { type DomainError, notFound } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { accountRoles, accounts, listings, projects, users } from '#infrastructure/db/schema';

/** The page of what a lead is about, absolute, for the e-mails. */
export type LeadPageUrl = (
  portalId: string,
  kind: 'listing' | 'project' | 'agent',
  id: number,
  culture: string,
) => string;

/**
 * What a lead is about, read from the database: the listing (by id or originalId) or a project's
 * unit, the project, or the agent of an agent page; with the agency and the agent it goes to.
 */
export class SqlLeadTargets {
  constructor(
    private readonly db: Database,
    private readonly pageUrl: LeadPageUrl,
  ) {}

  of(ref: LeadTargetRef, where: LeadTargetWhere): Promise<Result<LeadTargetRow, DomainError>> {
    switch (ref.kind) {
      case 'user':
        return this.agentTarget(ref.userId, where.locale, where.portalId);
      case 'project':
        return this.projectTarget(ref.projectId, where.locale, where.portalId);
      default:
        return this.listingTarget(ref.id, ref.originalId, where.locale, ref.isUnit, where.portalId);
    }
  }

  private async listingTarget(
    id: number | undefined,
    originalId: string | undefined,
    locale: string,
    isUnit: boolean,
    portalId: string,
  ): Promise<Result<LeadTargetRow, DomainError>> {
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
      url: this.pageUrl(portalId, 'listing', listing.id, locale),
      recipients,
    });
  }

  private async projectTarget(
    id: number,
    locale: string,
    portalId: string,
  ): Promise<Result<LeadTargetRow, DomainError>> {
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
      url: this.pageUrl(portalId, 'project', project.id, locale),
      recipients: await this.recipients(project.accountId, undefined, project.language),
    });
  }

  private async agentTarget(
    userId: number,
    locale: string,
    portalId: string,
  ): Promise<Result<LeadTargetRow, DomainError>> {
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
      url: this.pageUrl(portalId, 'agent', agent.id, locale),
      recipients: await this.recipients(role?.accountId ?? null, agent.id, locale),
    });
  }

  /** The agency (vendor account) and the agent, each in their language: the agent's first spoken, else the listing's. */
  private async recipients(
    accountId: number | null,
    agentUserId: number | undefined,
    fallbackCulture: string,
  ): Promise<LeadRecipient[]> {
    const found: LeadRecipient[] = [];
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
