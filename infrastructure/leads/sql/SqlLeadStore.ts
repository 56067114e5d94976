import { eq } from 'drizzle-orm';
import type {
  LeadConversation,
  LeadMail,
  LeadStore,
  LeadTargetWhere,
  LeadTargetRow,
  NewLead,
  SavedLead,
  StoredLead,
} from '#application/leads/ports';
import type { LeadTargetRef } from '#domain/leads/LeadRules';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { emailOutbox, leads } from '#infrastructure/db/schema';
import { openConversation } from '../conversations/openConversation';
import { type LeadPageUrl, SqlLeadTargets } from './SqlLeadTargets';

/**
 * The leads of the embedded service on the database. A lead is written with its e-mails (the outbox
 * worker sends them) and its conversation in one transaction, under the form's idempotency key:
 * the key's unique index makes a double-submitted form, even racing, one lead and one set of e-mails.
 */
export class SqlLeadStore implements LeadStore {
  private readonly targets: SqlLeadTargets;

  constructor(
    private readonly db: Database,
    pageUrl: LeadPageUrl,
  ) {
    this.targets = new SqlLeadTargets(db, pageUrl);
  }

  async findByKey(idempotencyKey: string): Promise<StoredLead | undefined> {
    const [row] = await this.db
      .select({ leadId: leads.id, status: leads.status, profileId: leads.profileId, email: leads.email })
      .from(leads)
      .where(eq(leads.idempotencyKey, idempotencyKey));
    return row;
  }

  target(ref: LeadTargetRef, where: LeadTargetWhere): Promise<Result<LeadTargetRow, DomainError>> {
    return this.targets.of(ref, where);
  }

  async save(
    lead: NewLead,
    mails: LeadMail[],
    conversation?: LeadConversation,
  ): Promise<Result<SavedLead, DomainError>> {
    const { request, target, contact } = lead;
    const inserted = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(leads)
        .values({
          idempotencyKey: request.idempotencyKey,
          endpoint: lead.endpoint,
          leadType: lead.leadType,
          status: lead.status,
          listingId: target.listingId ?? null,
          projectId: target.projectId ?? null,
          unitId: target.unitId ?? null,
          agentUserId: target.agentUserId ?? null,
          accountId: target.accountId ?? null,
          fullName: contact.fullName,
          email: contact.email,
          phone: contact.phone,
          message: contact.message ?? null,
          tourDate: lead.tour?.date ?? null,
          tourTime: lead.tour?.time ?? null,
          locale: request.locale,
          portalId: request.portalId,
          rentalDepositInsuranceProvider: request.rentalDepositInsuranceProvider ?? null,
          details: request.details ?? null,
          signals: lead.signals,
          profileId: lead.caller.profileId ?? null,
        })
        .onConflictDoNothing({ target: leads.idempotencyKey })
        .returning({ leadId: leads.id, status: leads.status });
      // A concurrent request with the same key won the insert: write nothing more.
      if (!row) return undefined;
      if (mails.length > 0) await tx.insert(emailOutbox).values(mails.map((mail) => ({ ...mail, html: null })));
      if (conversation) await openConversation(tx, { ...conversation, leadId: row.leadId });
      return row;
    });
    if (inserted) return ok({ stored: inserted });
    return ok({ earlier: (await this.findByKey(request.idempotencyKey))! });
  }
}
