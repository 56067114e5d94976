import type { AccountsDirectory } from '#application/agents/ports';
import type { User } from '#domain/agents/Account';
import { CachedAccountsDirectory } from './CachedAccountsDirectory';

const user = (id: number): User => ({
  id,
  slug: `u-${id}`,
  fullName: `User ${id}`,
  email: `u${id}@example.test`,
  isArchived: false,
  accountsRoles: [],
});

describe('CachedAccountsDirectory', () => {
  it('loads only the ids it has not seen, and answers in the order asked', async () => {
    const asked: number[][] = [];
    const inner: AccountsDirectory = {
      getAccountsByIds: async () => [],
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
