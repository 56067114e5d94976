import type { Database } from '#infrastructure/db/DatabaseToken';
import { accountRoles, accounts, loginMethods, profiles, userIdentities, users } from '#infrastructure/db/schema';
import type { AccountRole } from '#domain/agents/Account';
import { sha256 } from '#infrastructure/identity/crypto/secretTokens';

/** Object Mother for identity tests: accounts, users with roles and sign-in identities, profiles. */
export class IdentityFixtures {
  private nextId = 1000;

  constructor(private readonly db: Database) {}

  async account(
    input: { name?: string; relations?: { type: 'Parent' | 'Franchise'; from: number }[] } = {},
  ): Promise<number> {
    const id = this.nextId++;
    await this.db.insert(accounts).values({
      id,
      type: 'Professional',
      name: input.name ?? `Agency ${id}`,
      slug: `agency-${id}`,
      email: `info@agency-${id}.example`,
      phone: '+41 44 000 00 00',
      originalId: `ACC-${id}`,
      relations: input.relations ?? [],
      relatedAccountIds: (input.relations ?? []).map((r) => r.from),
    });
    return id;
  }

  /** A user; `email` gives them a sign-in identity (a portal user), roles make them an agent. */
  async user(
    input: {
      fullName?: string;
      email?: string;
      roles?: { role: AccountRole; accountId: number }[];
      passwordHash?: string;
    } = {},
  ): Promise<number> {
    const id = this.nextId++;
    const email = input.email ?? `user${id}@example.com`;
    await this.db.insert(users).values({ id, slug: `user-${id}`, fullName: input.fullName ?? `User ${id}`, email });
    if (input.email)
      await this.db
        .insert(userIdentities)
        .values({ userId: id, emailNormalized: email.toLowerCase(), regionalSettings: { culture: 'en' } });
    for (const role of input.roles ?? []) await this.db.insert(accountRoles).values({ userId: id, ...role });
    if (input.passwordHash)
      await this.db.insert(loginMethods).values({ userId: id, type: 'Password', passwordHash: input.passwordHash });
    return id;
  }

  async profile(input: { userId?: number; email?: string; secret?: string } = {}): Promise<number> {
    const id = this.nextId++;
    await this.db.insert(profiles).values({
      id,
      code: `P${id}`,
      secretHash: sha256(input.secret ?? `secret-${id}`),
      userId: input.userId ?? null,
      isFirstOfUser: input.userId !== undefined,
      authenticationState: input.userId ? 'UserAuthenticated' : 'GuestUnknown',
      details: input.email ? { email: input.email, fullName: 'Private Person', phone: '+41791234567' } : {},
    });
    return id;
  }
}
