import { and, eq } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { LoginMethodsRepository } from '#application/identity/ports';
import type { LoginMethod, LoginNetwork } from '#domain/identity/LoginMethod';
import { Database } from '#infrastructure/db/DatabaseToken';
import { loginMethods } from '#infrastructure/db/schema';

/**
 * Login methods in the embedded database; a Password row holds the argon2id hash. lastUsedAt is a
 * write time (shown with the method), compared by no rule.
 */
@injectable()
export class SqlLoginMethodsRepository implements LoginMethodsRepository {
  constructor(@inject(Database) private readonly db: Database) {}

  async list(userId: number): Promise<LoginMethod[]> {
    const rows = await this.db
      .select()
      .from(loginMethods)
      .where(eq(loginMethods.userId, userId))
      .orderBy(loginMethods.id);
    return rows.map((row) => ({
      type: row.type,
      ...(row.network ? { network: row.network } : {}),
      createdAt: row.createdAt.toISOString(),
      ...(row.lastUsedAt ? { lastUsedAt: row.lastUsedAt.toISOString() } : {}),
    }));
  }

  async passwordHashOf(userId: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ hash: loginMethods.passwordHash })
      .from(loginMethods)
      .where(and(eq(loginMethods.userId, userId), eq(loginMethods.type, 'Password')));
    return row?.hash ?? undefined;
  }

  async setPassword(userId: number, passwordHash: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const updated = await tx
        .update(loginMethods)
        .set({ passwordHash })
        .where(and(eq(loginMethods.userId, userId), eq(loginMethods.type, 'Password')))
        .returning({ id: loginMethods.id });
      if (updated.length === 0) await tx.insert(loginMethods).values({ userId, type: 'Password', passwordHash });
    });
  }

  async recordEmailCode(userId: number): Promise<void> {
    const [existing] = await this.db
      .select({ id: loginMethods.id })
      .from(loginMethods)
      .where(and(eq(loginMethods.userId, userId), eq(loginMethods.type, 'EmailCode')));
    if (existing)
      await this.db.update(loginMethods).set({ lastUsedAt: new Date() }).where(eq(loginMethods.id, existing.id));
    else await this.db.insert(loginMethods).values({ userId, type: 'EmailCode', lastUsedAt: new Date() });
  }

  async findUserBySocial(network: LoginNetwork, subject: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ userId: loginMethods.userId })
      .from(loginMethods)
      .where(
        and(eq(loginMethods.type, 'Social'), eq(loginMethods.network, network), eq(loginMethods.subject, subject)),
      );
    return row?.userId;
  }

  async addSocial(userId: number, network: LoginNetwork, subject: string): Promise<void> {
    await this.db
      .insert(loginMethods)
      .values({ userId, type: 'Social', network, subject, lastUsedAt: new Date() })
      .onConflictDoNothing();
  }

  async touch(userId: number, type: LoginMethod['type']): Promise<void> {
    await this.db
      .update(loginMethods)
      .set({ lastUsedAt: new Date() })
      .where(and(eq(loginMethods.userId, userId), eq(loginMethods.type, type)));
  }
}
