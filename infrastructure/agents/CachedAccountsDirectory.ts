import type { AccountsDirectory } from '#application/agents/ports';
import type { Account, User } from '#domain/agents/Account';
import { ReadThroughCache, type ReadThroughCacheOptions } from '#infrastructure/shared/cache/ReadThroughCache';

const byId = <T extends { id: number }>(items: T[]) => new Map(items.map((item) => [item.id, item]));

/**
 * Agencies and agents change rarely (document 000 §9: default cache lifetime 1 h / 2 h); the
 * listing page asks for the same few on every view. Per-id entries so any mix of ids hits.
 */
export class CachedAccountsDirectory implements AccountsDirectory {
  private readonly accounts: ReadThroughCache<number, Account>;
  private readonly users: ReadThroughCache<number, User>;

  constructor(
    private readonly inner: AccountsDirectory,
    options: ReadThroughCacheOptions,
  ) {
    this.accounts = new ReadThroughCache(options);
    this.users = new ReadThroughCache(options);
  }

  async getAccount(id: number): Promise<Account | undefined> {
    const [account] = await this.getAccountsByIds([id]);
    return account;
  }

  getAccountsByIds(ids: number[]): Promise<Account[]> {
    return this.accounts.getMany(ids, async (missing) => byId(await this.inner.getAccountsByIds(missing)));
  }

  getUsersByIds(ids: number[]): Promise<User[]> {
    return this.users.getMany(ids, async (missing) => byId(await this.inner.getUsersByIds(missing)));
  }

  /** Not cached: the chain is walked by the inner directory, whose relations may have changed. */
  ascendantsOf(id: number): Promise<Account[] | undefined> {
    return this.inner.ascendantsOf(id);
  }
}
