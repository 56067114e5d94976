import { eq, inArray } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { IdentityUser, UsersRepository } from '#application/identity/ports';
import type { AccountRoleGrant } from '#domain/identity/AccountRoles';
import type { RegionalSettings } from '#domain/identity/Profile';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { Database } from '#infrastructure/db/DatabaseToken';
import { accountRoles, userIdentities, users } from '#infrastructure/db/schema';
import { normaliseEmail } from '../crypto/secretTokens';

/**
 * Users (the agents of the demo data and the people who register on the portal) with their roles
 * and sign-in identity. emailVerifiedAt is a write time (the mailed code proved the address just
 * now), compared by no rule.
 */
@injectable()
export class SqlUsersRepository implements UsersRepository {
  constructor(@inject(Database) private readonly db: Database) {}

  async findById(id: number): Promise<IdentityUser | undefined> {
    return (await this.findByIds([id]))[0];
  }

  async findBySlug(slug: string): Promise<IdentityUser | undefined> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.slug, slug)).limit(1);
    return row ? this.findById(row.id) : undefined;
  }

  async findByIds(ids: number[]): Promise<IdentityUser[]> {
    if (ids.length === 0) return [];
    const [rows, roles, identities] = await Promise.all([
      this.db.select().from(users).where(inArray(users.id, ids)),
      this.db.select().from(accountRoles).where(inArray(accountRoles.userId, ids)),
      this.db.select().from(userIdentities).where(inArray(userIdentities.userId, ids)),
    ]);
    const rolesByUser = new Map<number, AccountRoleGrant[]>();
    for (const role of roles)
      rolesByUser.set(role.userId, [
        ...(rolesByUser.get(role.userId) ?? []),
        { role: role.role, accountId: role.accountId },
      ]);
    const identityByUser = new Map(identities.map((identity) => [identity.userId, identity]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const identity = identityByUser.get(id);
      return [
        {
          id: row.id,
          slug: row.slug,
          isArchived: row.isArchived,
          fullName: row.fullName,
          email: row.email,
          avatar: row.avatarUrl,
          accountsRoles: rolesByUser.get(id) ?? [],
          regionalSettings: identity?.regionalSettings ?? {},
          canSignIn: identity !== undefined,
        },
      ];
    });
  }

  async findBySignInEmail(email: string): Promise<IdentityUser | undefined> {
    const [row] = await this.db
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(eq(userIdentities.emailNormalized, normaliseEmail(email)));
    // The same queries whether or not the e-mail is registered (id 0 matches nothing): the login
    // calls' time must not tell who has an account (docs/security.md "No account enumeration").
    return this.findById(row?.userId ?? 0);
  }

  async register(input: {
    fullName: string;
    email: string;
    regionalSettings: RegionalSettings;
  }): Promise<Result<IdentityUser, DomainError>> {
    const emailNormalized = normaliseEmail(input.email);
    const registered = await this.db
      .transaction(async (tx) => {
        const [taken] = await tx
          .select({ userId: userIdentities.userId })
          .from(userIdentities)
          .where(eq(userIdentities.emailNormalized, emailNormalized));
        if (taken) return undefined;
        // The slug is settled once the id is known: a readable name plus the id, unique by construction.
        const [user] = await tx
          .insert(users)
          .values({
            slug: `user-${Date.now().toString(36)}`,
            fullName: input.fullName.trim(),
            email: input.email.trim(),
          })
          .returning({ id: users.id });
        await tx
          .update(users)
          .set({ slug: `${slugOf(input.fullName)}-${user.id}` })
          .where(eq(users.id, user.id));
        await tx.insert(userIdentities).values({
          userId: user.id,
          emailNormalized,
          regionalSettings: input.regionalSettings,
          emailVerifiedAt: new Date(),
        });
        return user.id;
      })
      .catch((error: unknown) => {
        // Two registrations racing for one e-mail: the unique index turns the loser away.
        if ((error as { code?: string }).code === '23505') return undefined;
        throw error;
      });
    if (registered === undefined)
      return err(domainError('CONFLICT', 'EMAIL_TAKEN', 'Identity.Register.EmailTaken', { field: 'email' }));
    const user = await this.findById(registered);
    if (!user) throw new Error(`registered user ${registered} vanished`);
    return ok(user);
  }

  async update(
    id: number,
    patch: { fullName?: string; regionalSettings?: RegionalSettings },
  ): Promise<IdentityUser | undefined> {
    if (patch.fullName !== undefined)
      await this.db.update(users).set({ fullName: patch.fullName }).where(eq(users.id, id));
    // Regional settings belong to the sign-in identity: an agent known only from listings has none to keep.
    if (patch.regionalSettings)
      await this.db
        .update(userIdentities)
        .set({ regionalSettings: patch.regionalSettings })
        .where(eq(userIdentities.userId, id));
    return this.findById(id);
  }

  async rolesOf(userId: number): Promise<AccountRoleGrant[]> {
    const rows = await this.db.select().from(accountRoles).where(eq(accountRoles.userId, userId));
    return rows.map((row) => ({ role: row.role, accountId: row.accountId }));
  }
}

function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug.slice(0, 60) || 'user';
}
