import type { NewStoredSearch, SavedSearchStore, SearchListSort, StoredSearch } from '#application/search/ports';

/** Unit tests: the saved-search store in memory, rows only, as the SQL one keeps them. */
export class InMemorySavedSearchStore implements SavedSearchStore {
  readonly rows = new Map<number, StoredSearch>();
  private nextId = 1;

  async find(id: number): Promise<StoredSearch | undefined> {
    return this.rows.get(id);
  }

  async insert(row: NewStoredSearch): Promise<StoredSearch> {
    const stored: StoredSearch = {
      ...row,
      id: this.nextId++,
      unreadTotal: 0,
      priceDropsTotal: 0,
      priceIncreasesTotal: 0,
      isArchived: false,
    };
    this.rows.set(stored.id, stored);
    return stored;
  }

  async update(id: number, changes: Partial<Omit<StoredSearch, 'id'>>): Promise<StoredSearch> {
    const row = { ...this.rows.get(id)!, ...changes };
    this.rows.set(id, row);
    return row;
  }

  async listByProfiles(
    profileIds: readonly string[],
    page: { saved: boolean; sort: SearchListSort; count: number; skip: number },
  ): Promise<{ rows: StoredSearch[]; total: number }> {
    const all = [...this.rows.values()].filter(
      (row) =>
        row.createdByProfileId !== null &&
        profileIds.includes(row.createdByProfileId) &&
        !row.isArchived &&
        (!page.saved || row.saved),
    );
    const key = (row: StoredSearch) =>
      (page.sort.endsWith('creationDate') ? row.creationDate : row.lastExecutionDate)?.getTime() ?? 0;
    all.sort((a, b) => (page.sort.startsWith('-') ? key(b) - key(a) : key(a) - key(b)));
    return { rows: all.slice(page.skip, page.skip + page.count), total: all.length };
  }
}
