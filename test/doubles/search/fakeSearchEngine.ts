import { ok } from '#domain/shared/Result';
import type { SearchCaller, SearchEngine } from '#application/search/ports';
import { searchPortalRulesOf } from '#application/search/ports';
import { emptyRun } from '#application/search/commands/storedSearch/runStoredSearch';

/** Unit tests: an engine that finds three listings, one of them unread, and resolves any filters. */
export function fakeSearchEngine(): SearchEngine {
  return {
    currencies: async () => ['EUR', 'CHF'],
    resolve: async (filters, currencyId) =>
      ok({ filters, currencyId, criteria: {} as never, rates: { base: 'EUR', rates: {} } as never, rate: 1 }),
    run: async () => ({ ...emptyRun('Full'), total: 3, unreadTotal: 1 }),
    runMap: async () => ({
      inside: { listings: [], facets: [], total: 0 },
      outside: { listings: [], facets: [], total: 0 },
    }),
    getLuxuryPriceRange: async () => ok({} as never),
    getFilterableRepositories: async () => ok([]),
  };
}

const PORTAL = searchPortalRulesOf({
  id: 'international',
  countries: ['CH'],
  defaultCurrency: 'EUR',
  pageSize: 20,
  maxSkip: 100_000,
  sortings: ['justForYou', 'updateDate'],
  defaultSort: 'justForYou',
});

/** Document 001 §4: who calls. Alice gave her e-mail (may save); Gus is a profile we know nothing about. */
export const callers = {
  visitor: { language: 'en', isCrawler: false, portal: PORTAL } satisfies SearchCaller,
  crawler: { language: 'en', isCrawler: true, portal: PORTAL, profileId: '9' } satisfies SearchCaller,
  alice: {
    language: 'en',
    isCrawler: false,
    portal: PORTAL,
    profileId: '101',
    authState: 'GuestIdentified',
  } satisfies SearchCaller,
  bob: {
    language: 'en',
    isCrawler: false,
    portal: PORTAL,
    profileId: '202',
    authState: 'UserAuthenticated',
  } satisfies SearchCaller,
  gus: {
    language: 'en',
    isCrawler: false,
    portal: PORTAL,
    profileId: '303',
    authState: 'GuestUnknown',
  } satisfies SearchCaller,
};
