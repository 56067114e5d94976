import { eq, inArray } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { AccountsReader } from '#application/identity/ports';
import type { Account } from '#domain/agents/Account';
import { Database } from '#infrastructure/db/DatabaseToken';
import { accounts } from '#infrastructure/db/schema';

type Row = typeof accounts.$inferSelect;

/** Relation chains are short (agency → parent → franchise); this bounds a corrupt cycle. */
const MAX_DEPTH = 16;

/** Accounts for the accounts service, with their ancestors through relations. */
@injectable()
export class SqlAccountsReader implements AccountsReader {
  constructor(@inject(Database) private readonly db: Database) {}

  async getAccount(id: number): Promise<Account | undefined> {
    const [row] = await this.db.select().from(accounts).where(eq(accounts.id, id));
    return row ? toAccount(row) : undefined;
  }

  async getAccountsByIds(ids: number[]): Promise<Account[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select().from(accounts).where(inArray(accounts.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => (byId.has(id) ? [toAccount(byId.get(id) as Row)] : []));
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

function toAccount(row: Row): Account {
  return {
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
}
