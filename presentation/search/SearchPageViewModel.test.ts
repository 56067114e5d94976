import 'reflect-metadata';
import type { CreateSearch } from '#application/search/commands/CreateSearch';
import type { SearchResult } from '#domain/search/results/SearchResult';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { SearchPageViewModel } from './SearchPageViewModel';
import type { SearchHistory } from './searchPageSettings';
import { SETTINGS, aSearchListing, aSearchPageData, aSearchResult } from '#test/mothers/search/SearchPageMother';

/** A createSearch whose answers the test releases one by one, in any order. */
function deferredSearches() {
  const calls: { command: CreateSearch; resolve: (result: Result<SearchResult, DomainError>) => void }[] = [];
  return {
    calls,
    execute: (command: CreateSearch) =>
      new Promise<Result<SearchResult, DomainError>>((resolve) => calls.push({ command, resolve })),
  };
}

function recordingHistory() {
  const entries: { mode: 'push' | 'replace'; url: string }[] = [];
  const history: SearchHistory = {
    push: (url) => entries.push({ mode: 'push', url }),
    replace: (url) => entries.push({ mode: 'replace', url }),
  };
  return { entries, history };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SearchPageViewModel', () => {
  it('starts from the server data without any request', () => {
    const searches = deferredSearches();
    const page = new SearchPageViewModel(aSearchPageData(), SETTINGS, { createSearch: searches });
    expect(page.results.cards.map((card) => card.id)).toEqual([1, 2]);
    expect(page.path).toBe('/fr/suisse/geneve/acheter/appartements');
    expect(searches.calls).toHaveLength(0);
  });

  it('applies filters on page one, keeps the place, pushes the new URL and shows the new results', async () => {
    const searches = deferredSearches();
    const { entries, history } = recordingHistory();
    const page = new SearchPageViewModel(aSearchPageData(), SETTINGS, { createSearch: searches, history });
    page.applyFilters({
      transactionType: 'Sell',
      types: ['Apartment'],
      price: { max: 900000 },
      numberOf: { rooms: { min: 3 } },
    });
    expect(entries).toEqual([
      { mode: 'push', url: '/fr/suisse/geneve/acheter/appartements/3p-pieces?price.max=900000' },
    ]);
    expect(page.loading).toBe(true);
    const { command } = searches.calls[0];
    expect(command.search.filters.location?.placeId).toBe('place-geneve');
    expect(command.execution).toMatchObject({ count: 20, skip: 0, sort: 'justForYou' });
    searches.calls[0].resolve(ok(aSearchResult(command.search as never, { listings: [aSearchListing(7)], total: 1 })));
    await flush();
    expect(page.loading).toBe(false);
    expect(page.results.cards.map((card) => card.id)).toEqual([7]);
    expect(page.results.total).toBe(1);
  });

  it('shows the price searched once the service cleared a luxury bound (document 001 §5), in the price box and the URL', async () => {
    const searches = deferredSearches();
    const { entries, history } = recordingHistory();
    const page = new SearchPageViewModel(aSearchPageData(), SETTINGS, { createSearch: searches, history });
    page.applyFilters({ transactionType: 'Sell', types: ['Apartment'], luxury: true, price: { max: 300_000_000 } });
    const { command } = searches.calls[0];
    const { price: _cleared, ...searched } = command.search.filters ?? {};
    searches.calls[0].resolve(ok(aSearchResult({ filters: searched, params: {} } as never)));
    await flush();
    expect(page.search.filters.price).toBeUndefined();
    expect(entries.at(-1)?.url).not.toContain('price.max');
  });

  it('cancels the running search when a new one starts: a late answer never overwrites a newer one', async () => {
    const searches = deferredSearches();
    const page = new SearchPageViewModel(aSearchPageData(), SETTINGS, { createSearch: searches });
    page.goToPage(2);
    page.goToPage(3);
    searches.calls[1].resolve(
      ok(aSearchResult(searches.calls[1].command.search as never, { listings: [aSearchListing(30)] })),
    );
    await flush();
    searches.calls[0].resolve(
      ok(aSearchResult(searches.calls[0].command.search as never, { listings: [aSearchListing(20)] })),
    );
    await flush();
    expect(page.results.cards.map((card) => card.id)).toEqual([30]);
    expect(page.page).toBe(3);
    expect(searches.calls.map((call) => call.command.execution.skip)).toEqual([20, 40]);
  });

  it("aborts the running search's request when a new one starts, and shows no failure for it", async () => {
    const searches = deferredSearches();
    const page = new SearchPageViewModel(aSearchPageData(), SETTINGS, { createSearch: searches });
    const cancelled = () => err(domainError('EXTERNAL_ERROR', 'REQUEST_CANCELLED', 'cancelled'));
    page.goToPage(2);
    const first = searches.calls[0].command.signal;
    expect(first?.aborted).toBe(false);
    page.goToPage(3);
    expect(first?.aborted).toBe(true);
    const second = searches.calls[1].command.signal;
    expect(second?.aborted).toBe(false);
    // The aborted request answers 'cancelled' (the http client does): nothing to tell the visitor.
    searches.calls[0].resolve(cancelled());
    await flush();
    expect(page.status).toBe('loading');
    expect(page.failure).toBeUndefined();
    page.dispose();
    expect(second?.aborted).toBe(true);
    searches.calls[1].resolve(cancelled());
    await flush();
    expect(page.status).not.toBe('failed');
    expect(page.failure).toBeUndefined();
  });

  it('shows p only above 1 and drops the default sort from the URL', () => {
    const searches = deferredSearches();
    const { entries, history } = recordingHistory();
    const page = new SearchPageViewModel(aSearchPageData(), SETTINGS, { createSearch: searches, history });
    expect(page.pagePath(1)).toBe('/fr/suisse/geneve/acheter/appartements');
    expect(page.pagePath(2)).toBe('/fr/suisse/geneve/acheter/appartements?p=2');
    page.setSort('priceAsc');
    page.setSort('justForYou');
    expect(entries.map((entry) => entry.url)).toEqual([
      '/fr/suisse/geneve/acheter/appartements/moins-chers',
      '/fr/suisse/geneve/acheter/appartements',
    ]);
  });

  it('searches inside a drawn area (13 decimals, wrapped longitudes) and puts the stored search id in the URL', async () => {
    const searches = deferredSearches();
    const { entries, history } = recordingHistory();
    const page = new SearchPageViewModel(aSearchPageData(), SETTINGS, { createSearch: searches, history });
    page.searchInArea([
      { lat: 46.12345678901234, lng: 366.1 },
      { lat: 46.2, lng: 6.2 },
      { lat: 46.25, lng: 6.1 },
    ]);
    const polygon = searches.calls[0].command.search.filters.location?.polygon;
    expect(polygon?.[0]).toEqual({ lat: 46.1234567890123, lng: 6.1 });
    searches.calls[0].resolve(
      ok(
        aSearchResult(searches.calls[0].command.search as never, {
          search: { ...aSearchResult({ filters: {}, params: {} }).search, id: 99 },
        }),
      ),
    );
    await flush();
    expect(entries.at(-1)).toEqual({ mode: 'replace', url: '/fr/suisse/geneve/acheter/appartements?searchId=99' });
    expect(page.hasArea).toBe(true);
    page.clearArea();
    expect(searches.calls[1].command.search.filters.location).toEqual({ placeId: 'place-geneve' });
  });

  it("writes the stored search's share reference into a drawn area's URL, so the link opens for whoever gets it", async () => {
    const key = 'Zm9vYmFyYmF6cXV4LWtleV9f';
    const searches = deferredSearches();
    const { entries, history } = recordingHistory();
    const page = new SearchPageViewModel(aSearchPageData(), SETTINGS, { createSearch: searches, history });
    page.searchInArea([
      { lat: 46.1, lng: 6.1 },
      { lat: 46.2, lng: 6.2 },
      { lat: 46.25, lng: 6.1 },
    ]);
    const stored = { ...aSearchResult({ filters: {}, params: {} }).search, id: 99, shareReference: `99.${key}` };
    searches.calls[0].resolve(ok(aSearchResult(searches.calls[0].command.search as never, { search: stored })));
    await flush();
    expect(entries.at(-1)).toEqual({
      mode: 'replace',
      url: `/fr/suisse/geneve/acheter/appartements?searchId=99.${key}`,
    });
    page.clearArea();
    expect(page.path).toBe('/fr/suisse/geneve/acheter/appartements');
  });

  it('keeps the results and says what failed when a search fails', async () => {
    const searches = deferredSearches();
    const page = new SearchPageViewModel(aSearchPageData(), SETTINGS, { createSearch: searches });
    page.setSort('priceDesc');
    searches.calls[0].resolve(err(domainError('EXTERNAL_ERROR', 'SERVICE_UNREACHABLE', 'down')));
    await flush();
    expect(page.status).toBe('failed');
    expect(page.failure?.code).toBe('SERVICE_UNREACHABLE');
    expect(page.results.cards).toHaveLength(2);
  });

  it('restores a search from history without a new entry', () => {
    const searches = deferredSearches();
    const { entries, history } = recordingHistory();
    const page = new SearchPageViewModel(aSearchPageData(), SETTINGS, { createSearch: searches, history });
    page.restore({ filters: { transactionType: 'Rent', location: { placeId: 'place-geneve' } }, params: { page: 2 } });
    expect(entries).toEqual([]);
    expect(page.path).toBe('/fr/suisse/geneve/louer?p=2');
    expect(searches.calls[0].command.execution.skip).toBe(20);
  });

  it('counts facet values for the filter options', () => {
    const page = new SearchPageViewModel(aSearchPageData(), SETTINGS, { createSearch: deferredSearches() });
    expect(page.facetCounts('types').get('Apartment')).toBe(2);
    expect(page.facetCounts('amenities').size).toBe(0);
  });

  it('links breadcrumbs to the same search in each ancestor place', () => {
    const page = new SearchPageViewModel(aSearchPageData(), SETTINGS, { createSearch: deferredSearches() });
    expect(page.breadcrumbs.map(({ name, href, current }) => ({ name, href, current }))).toEqual([
      { name: 'Suisse', href: '/fr/suisse/acheter/appartements', current: false },
      { name: 'Genève', href: '/fr/suisse/geneve/acheter/appartements', current: true },
    ]);
  });

  it('keeps the map position in the URL without searching', () => {
    const searches = deferredSearches();
    const { entries, history } = recordingHistory();
    const page = new SearchPageViewModel(aSearchPageData(), SETTINGS, { createSearch: searches, history });
    page.setMapPosition({ lat: 46.2, lng: 6.14, zoom: 13 });
    page.setMapPosition({ lat: 46.2, lng: 6.14, zoom: 13 });
    expect(entries).toEqual([
      { mode: 'replace', url: '/fr/suisse/geneve/acheter/appartements?lat=46.2&lng=6.14&zoom=13' },
    ]);
    expect(searches.calls).toHaveLength(0);
  });
});
