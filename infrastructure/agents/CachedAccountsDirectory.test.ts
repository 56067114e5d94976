import type { AccountsDirectory } from '#application/agents/ports';
import type { Account, User } from '#domain/agents/Account';
import { CachedAccountsDirectory } from './CachedAccountsDirectory';

const user = (id: number): User => ({
  id,
  slug: `u-${id}`,
  fullName: `User ${id}`,
  email: `u${id}@example.test`,
  isArchived: false,
  accountsRoles: [],
});

const account = (id: number): Account => ({
  id,
  type: 'Professional',
  name: `Agency ${id}`,
  slug: `agency-${id}`,
  relations: [],
  relatedAccountIds: [],
  isGlobalAgent: false,
  originalId: `${id}`,
  isArchived: false,
});

describe('CachedAccountsDirectory', () => {
  it('answers one account from the same entries as the many, and an unknown one with nothing', async () => {
    const asked: number[][] = [];
    const inner: AccountsDirectory = {
      getAccount: async () => {
        throw new Error('one account is read through the many');
      },
      getAccountsByIds: async (ids) => {
        asked.push(ids);
        return ids.filter((id) => id !== 9).map(account);
      },
      getUsersByIds: async () => [],
      ascendantsOf: async () => undefined,
    };
    const cached = new CachedAccountsDirectory(inner, { ttlMs: 60_000, maxEntries: 10 });
    expect((await cached.getAccountsByIds([4, 5])).map((a) => a.id)).toEqual([4, 5]);
    expect((await cached.getAccount(5))?.name).toBe('Agency 5');
    expect(await cached.getAccount(9)).toBeUndefined();
    expect(asked).toEqual([[4, 5], [9]]);
  });

  it('loads only the ids it has not seen, and answers in the order asked', async () => {
    const asked: number[][] = [];
    const inner: AccountsDirectory = {
      getAccount: async () => undefined,
      getAccountsByIds: async () => [],
      ascendantsOf: async () => undefined,
      getUsersByIds: async (ids) => {
        asked.push(ids);
        return ids.filter((id) => id !== 9).map(user);
      },
    };
    const cached = new CachedAccountsDirectory(inner, { ttlMs: 60_000, maxEntries: 10 });
    expect((await cached.getUsersByIds([1, 2])).map((u) => u.id)).toEqual([1, 2]);
    expect((await cached.getUsersByIds([3, 2, 1, 9])).map((u) => u.id)).toEqual([3, 2, 1]);
    expect(asked).toEqual([
      [1, 2],
      [3, 9],
    ]);
  });
});
