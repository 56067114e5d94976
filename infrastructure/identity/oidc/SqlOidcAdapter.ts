import { and, eq, lt, sql } from 'drizzle-orm';
import type { Clock } from '#domain/shared/Clock';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { oidcModels } from '#infrastructure/db/schema';

type Payload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string; consumed?: number };

/**
 * oidc-provider's storage adapter (its documented interface: upsert, find, findByUserCode,
 * findByUid, consume, destroy, revokeByGrantId) on one table, so sessions, grants, codes and
 * refresh tokens live in PostgreSQL and every server node sees the same ones. The interface rules
 * on expiry itself (an artifact stored with expiresIn is not found once that time has passed), so
 * the adapter compares times, with the time of identity's clock (IdentityClock) handed in.
 */
export class SqlOidcAdapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
    private readonly clock: Clock,
  ) {}

  async upsert(id: string, payload: Payload, expiresIn: number): Promise<void> {
    const row = {
      model: this.model,
      id,
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(this.clock.now().getTime() + expiresIn * 1000) : null,
    };
    await this.db
      .insert(oidcModels)
      .values(row)
      .onConflictDoUpdate({
        target: [oidcModels.model, oidcModels.id],
        set: {
          payload: row.payload,
          grantId: row.grantId,
          userCode: row.userCode,
          uid: row.uid,
          expiresAt: row.expiresAt,
        },
      });
  }

  async find(id: string): Promise<Payload | undefined> {
    return this.findBy(eq(oidcModels.id, id));
  }

  async findByUserCode(userCode: string): Promise<Payload | undefined> {
    return this.findBy(eq(oidcModels.userCode, userCode));
  }

  async findByUid(uid: string): Promise<Payload | undefined> {
    return this.findBy(eq(oidcModels.uid, uid));
  }

  async consume(id: string): Promise<void> {
    const now = this.clock.now();
    await this.db
      .update(oidcModels)
      .set({
        consumedAt: now,
        payload: sql`${oidcModels.payload} || jsonb_build_object('consumed', ${Math.floor(now.getTime() / 1000)}::int)`,
      })
      .where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcModels).where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // Every artifact of the grant (access and refresh tokens, codes), whatever its model.
    await this.db.delete(oidcModels).where(eq(oidcModels.grantId, grantId));
  }

  private async findBy(condition: ReturnType<typeof eq>): Promise<Payload | undefined> {
    const [row] = await this.db
      .select()
      .from(oidcModels)
      .where(and(eq(oidcModels.model, this.model), condition))
      .limit(1);
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= this.clock.now().getTime())) return undefined;
    return row.payload;
  }
}

/** Expired rows are dead weight: removed now and then by the server, `now` read from its clock. */
export async function purgeExpiredOidcModels(db: Database, now: Date): Promise<void> {
  await db.delete(oidcModels).where(lt(oidcModels.expiresAt, now));
}
