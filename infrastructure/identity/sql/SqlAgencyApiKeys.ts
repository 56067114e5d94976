import { and, eq } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { AgencyApiKeys } from '#application/identity/ports';
import { agencyApiKeyFrom } from '#domain/identity/AgencyApiKey';
import { Database } from '#infrastructure/db/DatabaseToken';
import { accounts, agencyApiKeys } from '#infrastructure/db/schema';
import { newSecret, sha256 } from '../crypto/secretTokens';

/** The agency API keys on the database: one row per account, the key's SHA-256 only. */
@injectable()
export class SqlAgencyApiKeys implements AgencyApiKeys {
  constructor(@inject(Database) private readonly db: Database) {}

  async issue(accountId: number, issuedBy: number, at: Date): Promise<string> {
    const key = agencyApiKeyFrom(newSecret());
    const row = { accountId, keyHash: sha256(key), issuedBy, issuedAt: at, lastUsedAt: null };
    await this.db.insert(agencyApiKeys).values(row).onConflictDoUpdate({ target: agencyApiKeys.accountId, set: row });
    return key;
  }

  async agencyOf(key: string, at: Date): Promise<number | undefined> {
    const [row] = await this.db
      .select({ accountId: agencyApiKeys.accountId, lastUsedAt: agencyApiKeys.lastUsedAt })
      .from(agencyApiKeys)
      .innerJoin(accounts, eq(accounts.id, agencyApiKeys.accountId))
      .where(and(eq(agencyApiKeys.keyHash, sha256(key)), eq(accounts.isArchived, false)))
      .limit(1);
    if (!row) return undefined;
    // When it was last used, for the admin deciding whether an old key is still in service;
    // written at most once a minute so a busy agency's calls do not each write.
    if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() > 60_000)
      await this.db.update(agencyApiKeys).set({ lastUsedAt: at }).where(eq(agencyApiKeys.accountId, row.accountId));
    return row.accountId;
  }
}
