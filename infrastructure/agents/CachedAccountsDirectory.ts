import { LRUCache } from 'lru-cache';
import type { AccountsDirectory } from '#application/agents/ports';
import type { Account, User } from '#domain/agents/Account';

/**
 * Agencies and agents change rarely (document 000 §9: default cache lifetime 1 h / 2 h); the
 * listing page asks for the same few on every view. Per-id entries so any mix of ids hits.
 */
export class CachedAccountsDirectory implements AccountsDirectory {
  private readonly accounts: LRUCache<number, Account>;
  private readonly users: LRUCache<number, User>;

  constructor(
    private readonly inner: AccountsDirectory,
    options: { ttlMs: number; maxEntries: number },
  ) {
    this.accounts = new LRUCache({ max: options.maxEntries, ttl: options.ttlMs });
    this.users = new LRUCache({ max: options.maxEntries, ttl: options.ttlMs });
  }

  async getAccount(id: number): Promise<Account | undefined> {
    const [account] = await this.getAccountsByIds([id]);
    return account;
  }

  getAccountsByIds(ids: number[]): Promise<Account[]> {
    return throughCache(ids, this.accounts, (missing) => this.inner.getAccountsByIds(missing));
  }

  getUsersByIds(ids: number[]): Promise<User[]> {
    return throughCache(ids, this.users, (missing) => this.inner.getUsersByIds(missing));
  }

  /** Not cached: the chain is walked by the inner directory, whose relations may have changed. */
  ascendantsOf(id: number): Promise<Account[] | undefined> {
    return this.inner.ascendantsOf(id);
  }
}

async function throughCache<T extends { id: number }>(
  ids: number[],
  cache: LRUCache<number, T>,
  load: (ids: number[]) => Promise<T[]>,
): Promise<T[]> {
  const missing = ids.filter((id) => !cache.has(id));
  if (missing.length > 0) for (const item of await load(missing)) cache.set(item.id, item);
  return ids.flatMap((id) => {
    const item = cache.get(id);
    return item ? [item] : [];
  });
}
