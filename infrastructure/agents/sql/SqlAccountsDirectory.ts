import { inArray } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { AccountsDirectory } from '#application/agents/ports';
import type { Account, AccountRole, User } from '#domain/agents/Account';
import { Database } from '#infrastructure/db/DatabaseToken';
import { accountRoles, accounts, users } from '#infrastructure/db/schema';

/** Accounts and users from the embedded database, in the order of the ids asked for. */
@injectable()
export class SqlAccountsDirectory implements AccountsDirectory {
  constructor(@inject(Database) private readonly db: Database) {}

  async getAccountsByIds(ids: number[]): Promise<Account[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select().from(accounts).where(inArray(accounts.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const account: Account = {
        id: row.id,
        type: row.type,
        name: row.name,
        slug: row.slug,
        relations: row.relations,
        relatedAccountIds: row.relatedAccountIds,
        isGlobalAgent: row.isGlobalAgent,
        originalId: row.originalId,
        isArchived: row.isArchived,
        ...(row.logoUrl ? { logoUrl: row.logoUrl } : {}),
        ...(row.phone ? { phone: row.phone } : {}),
        ...(row.email ? { email: row.email } : {}),
        ...(row.website ? { website: row.website } : {}),
        ...(row.address ? { address: row.address } : {}),
        ...(row.placeId ? { placeId: row.placeId } : {}),
      };
      return [account];
    });
  }

  async getUsersByIds(ids: number[]): Promise<User[]> {
    if (ids.length === 0) return [];
    const [rows, roles] = await Promise.all([
      this.db.select().from(users).where(inArray(users.id, ids)),
      this.db.select().from(accountRoles).where(inArray(accountRoles.userId, ids)),
    ]);
    const rolesByUser = new Map<number, { role: AccountRole; accountId: number }[]>();
    for (const role of roles)
      rolesByUser.set(role.userId, [
        ...(rolesByUser.get(role.userId) ?? []),
        { role: role.role, accountId: role.accountId },
      ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const user: User = {
        id: row.id,
        slug: row.slug,
        fullName: row.fullName,
        email: row.email,
        isArchived: row.isArchived,
        accountsRoles: rolesByUser.get(row.id) ?? [],
        languages: row.languages,
        ...(row.phone ? { phone: row.phone } : {}),
        ...(row.avatarUrl ? { avatarUrl: row.avatarUrl } : {}),
        ...(row.bio ? { bio: row.bio } : {}),
      };
      return [user];
    });
  }
}
