import type { Account, AccountRole, User } from '#domain/agents/Account';
import type { accounts, users } from '#infrastructure/db/schema';

/** The one reading of an accounts row: optional columns appear only when set. */
export function accountFromRow(row: typeof accounts.$inferSelect): Account {
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

/** A users row with the user's roles in accounts. */
export function userFromRow(
  row: typeof users.$inferSelect,
  accountsRoles: { role: AccountRole; accountId: number }[],
): User {
  return {
    id: row.id,
    slug: row.slug,
    fullName: row.fullName,
    email: row.email,
    isArchived: row.isArchived,
    accountsRoles,
    languages: row.languages,
    ...(row.phone ? { phone: row.phone } : {}),
    ...(row.avatarUrl ? { avatarUrl: row.avatarUrl } : {}),
    ...(row.bio ? { bio: row.bio } : {}),
  };
}
