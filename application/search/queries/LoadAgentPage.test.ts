import 'reflect-metadata';
import type { AccountsDirectory, AgentSlugs } from '#application/agents';
import type { User } from '#domain/agents/Account';
import { ok } from '#domain/shared/Result';
import type { SearchesService } from '../ports';
import { type LoadAgentPage, LoadAgentPageHandler } from './LoadAgentPage';

const marco = {
  id: 63,
  slug: 'marco-koch',
  fullName: 'Marco Koch',
  isArchived: false,
  accountsRoles: [{ accountId: 5, role: 'Agent' }],
} as unknown as User;

/** The agent page over one agent with `total` listings; `asked` logs what was read. */
function handler(total: number, asked: string[] = [], agent: User = marco) {
  const accounts = {
    getUsersByIds: async (ids: number[]) => {
      asked.push(`users:${ids.join(',')}`);
      return ids.includes(agent.id) ? [agent] : [];
    },
    getAccountsByIds: async () => [],
  } as unknown as AccountsDirectory;
  const slugs: AgentSlugs = { userIdBySlug: async (slug) => (slug === agent.slug ? agent.id : undefined) };
  const searches = {
    createSearch: async (
      _search: unknown,
      execution: { skip: number; saveInDb: boolean },
      caller: { language: string; isCrawler: boolean; portal: { id: string } },
    ) => {
      asked.push(`search:skip=${execution.skip}`);
      asked.push(
        `as:${caller.language},crawler=${caller.isCrawler},portal=${caller.portal.id},saveInDb=${execution.saveInDb}`,
      );
      return ok({ listings: [], total, facets: [] });
    },
  } as unknown as SearchesService;
  return new LoadAgentPageHandler(accounts, slugs, searches);
}

const query = (path: string, page?: string): LoadAgentPage => ({
  path,
  ...(page !== undefined && { page }),
  culture: 'en',
  portal: {
    id: 'ch',
    countries: ['CH'],
    defaultCulture: 'de',
    defaultCurrency: 'CHF',
    pageSize: 20,
    maxSkip: 1000,
    sortings: [],
    defaultSort: 'relevance',
  } as unknown as LoadAgentPage['portal'],
  currencyId: 'CHF',
});

describe('LoadAgentPageHandler', () => {
  it('shows one page of the agent found by the slug of the canonical URL, indexable, dropped by any listing change', async () => {
    const result = await handler(13).execute(query('/agent/marco-koch', '2'));
    expect(result.ok && result.value).toMatchObject({
      kind: 'page',
      agent: marco,
      page: 2,
      pages: 3,
      noindex: false,
      invalidatedBy: ['listings:any'],
    });
  });

  it("reads the agent's listings in the page's language as a crawler does, stored nowhere (document 001 §6)", async () => {
    const asked: string[] = [];
    await handler(3, asked).execute(query('/agent/marco-koch'));
    expect(asked).toContain('as:en,crawler=true,portal=ch,saveInDb=false');
  });

  it("keeps an archived agent's page, out of the index", async () => {
    const result = await handler(1, [], { ...marco, isArchived: true }).execute(query('/agent/marco-koch'));
    expect(result.ok && result.value.kind === 'page' && result.value.noindex).toBe(true);
  });

  it('answers a bad page or an id no user row can have before anything is read', async () => {
    const asked: string[] = [];
    const bad = await handler(1, asked).execute(query('/agent/marco-koch', '0'));
    expect(bad.ok || bad.error.message).toBe('Page must be a positive integer');
    const tooLarge = await handler(1, asked).execute(query('/agent/x/y/2147483648'));
    expect(tooLarge.ok || tooLarge.error).toMatchObject({ kind: 'NOT_FOUND', message: 'No user was found' });
    expect(asked).toEqual([]);
  });

  it("answers 'No user was found' for a path that names no agent, or an unknown slug", async () => {
    for (const path of ['/agent', '/agent/nobody']) {
      const result = await handler(1).execute(query(path));
      expect(result.ok || result.error.message).toBe('No user was found');
    }
  });

  it('sends the id form to the canonical URL on the same page, permanently (document 001 §2)', async () => {
    const result = await handler(13).execute(query('/agent/x/y/63', '2'));
    expect(result).toEqual({ ok: true, value: { kind: 'redirect', to: '/en/agent/marco-koch?p=2', status: 301 } });
  });

  it('sends a page past the last to the first', async () => {
    const result = await handler(13).execute(query('/agent/marco-koch', '4'));
    expect(result).toEqual({ ok: true, value: { kind: 'redirect', to: '/en/agent/marco-koch', status: 301 } });
  });
});
