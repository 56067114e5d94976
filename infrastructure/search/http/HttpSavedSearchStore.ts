import type {
  NewStoredSearch,
  SavedSearchStore,
  SearchesPage,
  SearchListSort,
  StoredSearch,
} from '#application/search/ports';
import { SEARCHES_ROUTES } from '#application/search/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';
import type { SearchResult } from '#domain/search/results/SearchResult';
import type { SavedSearch, SearchDraft } from '#domain/search/saved/SavedSearch';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { storedSearchOfWire } from './storedSearchOfWire';

/** An answer the service refused for a reason a store cannot decide on: the request fails. */
function valueOf<T>(result: Result<T, DomainError>, call: string): T {
  if (!result.ok) throw new Error(`searches service: ${call} answered ${result.error.kind} ${result.error.code}`);
  return result.value;
}

/** What a handler changed that the service's PATCH /searches/{id} takes (document 001 §7: the body's `search`). */
const PATCHED = ['filters', 'currencyId', 'title', 'saved', 'notifications', 'saveSearchOrigin'] as const;

/**
 * SavedSearchStore over a remote searches service's calls (document 001 §7 "Searches"): the rows
 * live there. The caller travels as the client's bearer token, so make one store per caller (the
 * service answers its bearer's searches and a link holder's unsaved one, nothing else). The
 * handlers in front of it keep deciding who may save, change, read and list; the service decides
 * again as the bearer. What it keeps itself (README.md, "A remote back end instead of the embedded
 * one"): a new search's id, share key and dates; the counters and last run, moved by its own run
 * of the search (GET /searches/{id}); the claim of a search nobody owned (its PATCH).
 */
export class HttpSavedSearchStore implements SavedSearchStore {
  constructor(private readonly client: ServiceClient) {}

  /** GET /searches/{id} without a run (mode NoExecute): another profile's search is not found (404). */
  async find(id: number, reader: { shareKey?: string } = {}): Promise<StoredSearch | undefined> {
    const reference = reader.shareKey ? `${id}.${reader.shareKey}` : id;
    const result = await this.client.request<SearchResult>(
      SEARCHES_ROUTES.one.method,
      pathOf(SEARCHES_ROUTES.one, { id: reference }),
      { query: { mode: 'NoExecute' } },
    );
    if (!result.ok && result.error.kind === 'NOT_FOUND') return undefined;
    return storedSearchOfWire(valueOf(result, 'GET /searches/{id}').search, { shareKey: reader.shareKey });
  }

  /**
   * POST /searches, stored (saveInDb true) for the bearer's profile. A search the handler ran is
   * run there too (mode NoListings), so the service dates its last run; one it did not (NoExecute) is not.
   */
  async insert(row: NewStoredSearch): Promise<StoredSearch> {
    const search: SearchDraft = {
      filters: row.filters,
      currencyId: row.currencyId,
      saved: row.saved,
      notifications: row.notifications,
      portalId: row.portalId,
      ...(row.title !== null ? { title: row.title } : {}),
      ...(row.saveSearchOrigin !== null ? { saveSearchOrigin: row.saveSearchOrigin } : {}),
    };
    const result = await this.client.request<SearchResult>(
      SEARCHES_ROUTES.create.method,
      pathOf(SEARCHES_ROUTES.create),
      {
        query: {
          saveInDb: 'true',
          mode: row.lastExecutionDate ? 'NoListings' : 'NoExecute',
          sort: row.sort ?? undefined,
        },
        body: { search },
      },
    );
    return storedSearchOfWire(valueOf(result, 'POST /searches').search);
  }

  /**
   * Archiving is PATCH /searches/{id}/archive; the search's own fields are PATCH /searches/{id};
   * the counters and the last run are the service's run of it (GET /searches/{id}, mode NoListings).
   */
  async update(id: number, changes: Partial<Omit<StoredSearch, 'id'>>): Promise<StoredSearch> {
    if (changes.isArchived) {
      const result = await this.client.request<{ search: SavedSearch }>(
        SEARCHES_ROUTES.archive.method,
        pathOf(SEARCHES_ROUTES.archive, { id }),
      );
      return storedSearchOfWire(valueOf(result, 'PATCH /searches/{id}/archive').search, { isArchived: true });
    }
    const patch = Object.fromEntries(PATCHED.filter((key) => key in changes).map((key) => [key, changes[key]]));
    if (Object.keys(patch).length > 0 || changes.createdByProfileId !== undefined) {
      const result = await this.client.request<SearchResult>(
        SEARCHES_ROUTES.patch.method,
        pathOf(SEARCHES_ROUTES.patch, { id }),
        { query: { mode: 'NoExecute' }, body: { search: patch } },
      );
      return storedSearchOfWire(valueOf(result, 'PATCH /searches/{id}').search);
    }
    if (changes.lastExecutionDate !== undefined) {
      const result = await this.client.request<SearchResult>(
        SEARCHES_ROUTES.one.method,
        pathOf(SEARCHES_ROUTES.one, { id }),
        { query: { mode: 'NoListings' } },
      );
      return storedSearchOfWire(valueOf(result, 'GET /searches/{id}').search);
    }
    const found = await this.find(id);
    if (!found) throw new Error(`searches service: search ${id} is gone`);
    return found;
  }

  /** GET /searches: the bearer's searches (the service reads its profiles from the token). */
  async listByProfiles(
    _profileIds: readonly string[],
    page: { saved: boolean; sort: SearchListSort; count: number; skip: number },
  ): Promise<{ rows: StoredSearch[]; total: number }> {
    const result = await this.client.request<SearchesPage>(SEARCHES_ROUTES.list.method, pathOf(SEARCHES_ROUTES.list), {
      query: { saved: String(page.saved), sort: page.sort, count: page.count, skip: page.skip },
    });
    // No profile the service knows, or no saved-search access there: it has none to list (404, tolerated).
    if (!result.ok && result.error.kind === 'NOT_FOUND') return { rows: [], total: 0 };
    const body = valueOf(result, 'GET /searches');
    return { rows: body.searches.map((search) => storedSearchOfWire(search)), total: body.total };
  }
}
