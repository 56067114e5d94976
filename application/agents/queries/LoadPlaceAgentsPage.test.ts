import 'reflect-metadata';
import type { User } from '#domain/agents/Account';
import type { PlacesService } from '#application/places';
import type { AccountsDirectory, AgentsSearch } from '../ports';
import { type LoadPlaceAgentsPage, LoadPlaceAgentsPageHandler } from './LoadPlaceAgentsPage';

const agent = { id: 63, slug: 'marco-koch', fullName: 'Marco Koch', accountsRoles: [] } as unknown as User;

/** The agents of the portal's countries (no place): `total` of them, one shown; `asked` logs the skips. */
function handler(total: number, asked: number[] = []) {
  const search = {
    byLocation: async (query: { skip: number }) => {
      asked.push(query.skip);
      return { results: [{ userId: 63, listings: 4 }], total };
    },
  } as unknown as AgentsSearch;
  const accounts = {
    getUsersByIds: async () => [agent],
    getAccountsByIds: async () => [],
  } as unknown as AccountsDirectory;
  return new LoadPlaceAgentsPageHandler({} as PlacesService, search, accounts);
}

const query = (path: string, page?: string): LoadPlaceAgentsPage => ({
  path,
  ...(page !== undefined && { page }),
  culture: 'en',
  portal: { defaultCulture: 'de', countries: ['CH'] },
});

describe('LoadPlaceAgentsPageHandler', () => {
  it("shows one page of the portal's agents at /agents, dropped by any listing change", async () => {
    const asked: number[] = [];
    const result = await handler(25, asked).execute(query('/agents', '2'));
    expect(result.ok && result.value).toMatchObject({
      kind: 'page',
      agents: [{ agent, listings: 4 }],
      total: 25,
      page: 2,
      pages: 3,
      noindex: false,
      invalidatedBy: ['listings:any'],
    });
    expect(asked).toEqual([10]);
  });

  it('keeps a page without agents out of the index', async () => {
    const result = await handler(0).execute(query('/agents'));
    expect(result.ok && result.value.kind === 'page' && result.value.noindex).toBe(true);
  });

  it("answers 'Place is not supported' and a bad page before anything is read", async () => {
    const asked: number[] = [];
    const noPage = await handler(1, asked).execute(query('/zurich/buy'));
    expect(noPage.ok || noPage.error).toMatchObject({ kind: 'NOT_FOUND', message: 'Place is not supported' });
    const badPage = await handler(1, asked).execute(query('/agents', '1.5'));
    expect(badPage.ok || badPage.error.message).toBe('Page must be a positive integer');
    expect(asked).toEqual([]);
  });

  it('sends a page past the maximum skip to the first, permanently, before anything is read (document 001 §2)', async () => {
    const asked: number[] = [];
    const result = await handler(1, asked).execute(query('/agents', '1001'));
    expect(result).toEqual({ ok: true, value: { kind: 'redirect', to: '/en/agents', status: 301 } });
    expect(asked).toEqual([]);
  });

  it('sends a page past the last to the first', async () => {
    const result = await handler(25).execute(query('/agents', '4'));
    expect(result).toEqual({ ok: true, value: { kind: 'redirect', to: '/en/agents', status: 301 } });
  });

  it("sends another language's word to the page's own", async () => {
    const result = await handler(5).execute(query('/immobilienmakler'));
    expect(result).toEqual({ ok: true, value: { kind: 'redirect', to: '/en/agents', status: 301 } });
  });
});
