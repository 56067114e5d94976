import { and, eq, gt, sql } from 'drizzle-orm';
import type { DigestSearch, DigestSearches } from '#application/alerts/jobPorts';
import type { Database } from '../db/DatabaseToken';
import { alertAddresses, profiles, searches, userIdentities } from '../db/schema';

/**
 * The saved searches with alerts on the database, a page by id in one query, with their owners'
 * e-mail, regional settings and what proves the address (the sign-in identity, alert_addresses).
 */
export class SqlDigestSearches implements DigestSearches {
  constructor(private readonly db: Database) {}

  async page(afterId: number, size: number): Promise<DigestSearch[]> {
    const rows = await this.db
      .select({
        id: searches.id,
        filters: searches.filters,
        currencyId: searches.currencyId,
        portalId: searches.portalId,
        notifications: searches.notifications,
        title: searches.title,
        automaticTitle: searches.automaticTitle,
        profileId: searches.createdByProfileId,
        details: profiles.details,
        regional: profiles.regionalSettings,
        signInEmail: userIdentities.emailNormalized,
        emailVerifiedAt: userIdentities.emailVerifiedAt,
        confirmedAt: alertAddresses.confirmedAt,
      })
      .from(searches)
      .leftJoin(
        profiles,
        sql`${profiles.id} = case when ${searches.createdByProfileId} ~ '^[1-9][0-9]{0,8}$' then ${searches.createdByProfileId}::int end`,
      )
      .leftJoin(userIdentities, eq(userIdentities.userId, profiles.userId))
      .leftJoin(alertAddresses, sql`${alertAddresses.emailNormalized} = lower(trim(${profiles.details}->>'email'))`)
      .where(
        and(
          gt(searches.id, afterId),
          eq(searches.saved, true),
          eq(searches.isArchived, false),
          sql`cardinality(${searches.notifications}) > 0`,
        ),
      )
      .orderBy(searches.id)
      .limit(size);
    return rows.map((row) => ({
      id: row.id,
      filters: row.filters,
      currencyId: row.currencyId,
      portalId: row.portalId,
      notifications: row.notifications,
      title: row.title,
      automaticTitle: row.automaticTitle,
      profileId: row.profileId,
      email: row.details?.email ?? null,
      regional: row.regional,
      evidence: {
        confirmedByLinkAt: row.confirmedAt,
        owner:
          row.signInEmail === null ? null : { signInEmail: row.signInEmail, emailProven: row.emailVerifiedAt !== null },
      },
    }));
  }
}
