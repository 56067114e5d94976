import { eq, inArray } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { AccountsDirectory, AgentSlugs } from '#application/agents/ports';
import type { Account, AccountRole, User } from '#domain/agents/Account';
import { Database } from '#infrastructure/db/DatabaseToken';
import { accountRoles, accounts, users } from '#infrastructure/db/schema';
import { accountFromRow, userFromRow } from './accountFromRow';

/** Relation chains are short (agency → parent → franchise); this bounds a corrupt cycle. */
const MAX_DEPTH = 16;

/** Accounts and users from the embedded database, in the order of the ids asked for. */
@injectable()
export class SqlAccountsDirectory implements AccountsDirectory, AgentSlugs {
  constructor(@inject(Database) private readonly db: Database) {}

  async getAccount(id: number): Promise<Account | undefined> {
    const [row] = await this.db.select().from(accounts).where(eq(accounts.id, id));
    return row ? accountFromRow(row) : undefined;
  }

  async getAccountsByIds(ids: number[]): Promise<Account[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select().from(accounts).where(inArray(accounts.id, ids));
    return inOrderOf(ids, rows.map(accountFromRow));
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
    return inOrderOf(
      ids,
      rows.map((row) => userFromRow(row, rolesByUser.get(row.id) ?? [])),
    );
  }

  async userIdBySlug(slug: string): Promise<number | undefined> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.slug, slug)).limit(1);
    return row?.id;
  }

  async ascendantsOf(id: number): Promise<Account[] | undefined> {
    let current = await this.getAccount(id);
    if (!current) return undefined;
    const seen = new Set([id]);
    const chain: Account[] = [];
    // Parent before franchise: the breadcrumb of a branch runs through its head office first.
    for (let depth = 0; depth < MAX_DEPTH; depth++) {
      const relation =
        current.relations.find((r) => r.type === 'Parent') ?? current.relations.find((r) => r.type === 'Franchise');
      if (!relation || seen.has(relation.from)) break;
      const next = await this.getAccount(relation.from);
      if (!next) break;
      seen.add(next.id);
      chain.push(next);
      current = next;
    }
    return chain;
  }
}

function inOrderOf<T extends { id: number }>(ids: number[], items: T[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}
