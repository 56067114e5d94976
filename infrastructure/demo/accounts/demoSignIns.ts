import type { AccountRole } from '#domain/agents/Account';
import type { loginMethods, userIdentities } from '#infrastructure/db/schema';
import { Argon2PasswordHasher } from '#infrastructure/identity/crypto/Argon2PasswordHasher';
import type { DemoAccounts } from './buildAccounts';

/** The demo's one password (README "Demo sign-ins"): demo data only, never a real installation's. */
export const DEMO_PASSWORD = 'homefinder-demo';

/** Who can log in to the demo: one person per dashboard role, so the agent features can be tried. */
export const DEMO_SIGN_INS: readonly { email: string; role: AccountRole }[] = [
  { email: 'agent@demo.homefinder.test', role: 'Agent' },
  { email: 'admin@demo.homefinder.test', role: 'Admin' },
  { email: 'staff@demo.homefinder.test', role: 'Staff' },
];

export interface DemoSignInRows {
  identities: (typeof userIdentities.$inferInsert)[];
  loginMethods: (typeof loginMethods.$inferInsert)[];
}

/**
 * Sign-in identities and password logins for a few of the generated agency people: for each role,
 * the first person (lowest id) holding it in an active agency, themselves active. Deterministic for a
 * seed and size like the rest of the demo data; the argon2id hash is made here (a fresh salt each seed).
 */
export async function demoSignIns(demo: DemoAccounts): Promise<DemoSignInRows> {
  const activeAgencies = new Set(
    demo.accounts
      .filter((account) => account.type === 'Professional' && !account.isArchived)
      .map((account) => account.id),
  );
  const activeUsers = new Set(demo.users.filter((user) => !user.isArchived).map((user) => user.id));
  const taken = new Set<number>();
  const passwordHash = await new Argon2PasswordHasher().hash(DEMO_PASSWORD);
  const rows: DemoSignInRows = { identities: [], loginMethods: [] };
  for (const signIn of DEMO_SIGN_INS) {
    const grant = demo.roles.find(
      (role) =>
        role.role === signIn.role &&
        activeAgencies.has(role.accountId) &&
        activeUsers.has(role.userId) &&
        !taken.has(role.userId),
    );
    if (!grant) continue;
    taken.add(grant.userId);
    rows.identities.push({
      userId: grant.userId,
      emailNormalized: signIn.email,
      emailVerifiedAt: new Date(),
      regionalSettings: { culture: 'en' },
    });
    rows.loginMethods.push({ userId: grant.userId, type: 'Password', passwordHash });
  }
  return rows;
}
