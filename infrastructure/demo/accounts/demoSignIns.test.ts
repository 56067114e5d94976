import { verify } from '@node-rs/argon2';
import { DEMO_COUNTRIES } from '../demoCountries';
import { buildGeography } from '../places/buildGeography';
import { buildAccounts } from './buildAccounts';
import { DEMO_PASSWORD, DEMO_SIGN_INS, demoSignIns } from './demoSignIns';

describe('demo sign-ins', () => {
  const geography = buildGeography(DEMO_COUNTRIES);

  it('gives one active agency person per dashboard role the documented e-mail and password', async () => {
    const demo = buildAccounts(42, geography, 500);
    const rows = await demoSignIns(demo);
    expect(rows.identities.map((identity) => identity.emailNormalized)).toEqual(
      DEMO_SIGN_INS.map((signIn) => signIn.email),
    );
    for (const [index, identity] of rows.identities.entries()) {
      const user = demo.users.find((candidate) => candidate.id === identity.userId);
      expect(user?.isArchived).toBe(false);
      const grants = demo.roles.filter((role) => role.userId === identity.userId).map((role) => role.role);
      expect(grants).toContain(DEMO_SIGN_INS[index].role);
      const account = demo.accounts.find(
        (candidate) => candidate.id === demo.roles.find((role) => role.userId === identity.userId)?.accountId,
      );
      expect(account).toMatchObject({ type: 'Professional', isArchived: false });
    }
    expect(new Set(rows.identities.map((identity) => identity.userId)).size).toBe(3);
    expect(rows.loginMethods.map((method) => method.type)).toEqual(['Password', 'Password', 'Password']);
    expect(await verify(rows.loginMethods[0].passwordHash as string, DEMO_PASSWORD)).toBe(true);
    expect(rows.loginMethods[0].passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('picks the same people for the same seed and size', async () => {
    const [first, second] = await Promise.all([
      demoSignIns(buildAccounts(42, geography, 500)),
      demoSignIns(buildAccounts(42, geography, 500)),
    ]);
    expect(second.identities.map((identity) => identity.userId)).toEqual(
      first.identities.map((identity) => identity.userId),
    );
  });
});
