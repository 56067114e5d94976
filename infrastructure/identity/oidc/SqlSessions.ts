import { and, eq, gt, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Sessions } from '#application/identity/ports';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { oidcModels } from '#infrastructure/db/schema';

/**
 * How old a node's "this session still holds" may be (docs/security.md "Ending sessions"): the
 * node that ends a session forgets it at once; every other node refuses its tokens within this.
 */
export const SESSION_CHECK_SECONDS = 10;

export interface SqlSessionsOptions {
  checkSeconds?: number;
  /** Sessions whose answer a node remembers (about 100 bytes each). */
  maxEntries?: number;
}

/**
 * A user's session is the provider's grant (SqlOidcAdapter's table, shared by every node): logout
 * revokes it, a password change deletes the user's others. A token is checked against it at most
 * once per SESSION_CHECK_SECONDS per session and node, not once per request.
 */
export class SqlSessions implements Sessions {
  private readonly checked: LRUCache<string, { live: boolean }>;

  constructor(
    private readonly db: Database,
    options: SqlSessionsOptions = {},
  ) {
    this.checked = new LRUCache({
      max: options.maxEntries ?? 50_000,
      ttl: (options.checkSeconds ?? SESSION_CHECK_SECONDS) * 1000,
    });
  }

  async isLive(sessionId: string): Promise<boolean> {
    const known = this.checked.get(sessionId);
    if (known) return known.live;
    const [row] = await this.db
      .select({ id: oidcModels.id })
      .from(oidcModels)
      .where(
        and(
          eq(oidcModels.model, 'Grant'),
          eq(oidcModels.id, sessionId),
          or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, sql`now()`)),
        ),
      )
      .limit(1);
    this.checked.set(sessionId, { live: row !== undefined });
    return row !== undefined;
  }

  async end(sessionId: string): Promise<void> {
    await this.db
      .delete(oidcModels)
      .where(or(eq(oidcModels.grantId, sessionId), and(eq(oidcModels.model, 'Grant'), eq(oidcModels.id, sessionId))));
    this.checked.set(sessionId, { live: false });
  }

  async endAllOf(userId: number, except?: string): Promise<void> {
    // The grant's accountId is `user:<id>:profile:<profileId>` (server/identity's provider).
    const grants = await this.db
      .select({ id: oidcModels.id })
      .from(oidcModels)
      .where(
        and(
          eq(oidcModels.model, 'Grant'),
          like(sql`${oidcModels.payload}->>'accountId'`, `user:${userId}:%`),
          ...(except ? [ne(oidcModels.id, except)] : []),
        ),
      );
    const ids = grants.map((grant) => grant.id);
    if (ids.length === 0) return;
    await this.db
      .delete(oidcModels)
      .where(or(inArray(oidcModels.grantId, ids), and(eq(oidcModels.model, 'Grant'), inArray(oidcModels.id, ids))));
    for (const id of ids) this.checked.set(id, { live: false });
  }
}
