import { sql } from 'drizzle-orm';
import { rowsOf } from '#infrastructure/db/rowsOf';
import type { AnonymousData } from '#application/identity/ports';
import type { Database } from '#infrastructure/db/DatabaseToken';

/** The guest profiles and searches that belong to nobody, deleted in one statement each (docs/pages.md §10). */
export class SqlAnonymousData implements AnonymousData {
  constructor(private readonly db: Database) {}

  async forgetUntouchedSince(before: Date): Promise<{ profiles: number; searches: number }> {
    const cutoff = before.toISOString();
    return this.db.transaction(async (tx) => {
      const idle = await tx.execute(sql`
        with idle as (
          select p.id from profiles p
          where p.user_id is null and p.identified_user_id is null
            and p.consent is null and p.cookies_consent is null and p.details = '{}'::jsonb
            and p.updated_at < ${cutoff}::timestamptz
            and not exists (select 1 from searches s where s.created_by_profile_id = p.id::text and s.saved)
            and not exists (select 1 from leads l where l.profile_id = p.id)
            and not exists (select 1 from conversations c where c.visitor_profile_id = p.id)
            and not exists (select 1 from valuation_properties v where v.profile_id = p.id)
            and not exists (select 1 from push_subscriptions u where u.profile_id = p.id)
            and not exists (select 1 from mortgage_quotes q where q.profile_id = p.id::text)
            and not exists (select 1 from rental_deposit_insurance_offers o where o.profile_id = p.id::text)
          limit 10000
        ), gone_searches as (
          delete from searches s using idle where s.created_by_profile_id = idle.id::text and not s.saved
          returning s.id
        )
        delete from profiles p using idle where p.id = idle.id
        returning p.id, (select count(*) from gone_searches)::int as searches`);
      const profileRows = rowsOf<{ searches: number }>(idle);
      const orphans = await tx.execute(sql`
        delete from searches
        where created_by_profile_id is null and not saved
          and greatest(creation_date, coalesce(last_execution_date, creation_date)) < ${cutoff}::timestamptz
        returning id`);
      return {
        profiles: profileRows.length,
        searches: (profileRows[0]?.searches ?? 0) + rowsOf(orphans).length,
      };
    });
  }
}
