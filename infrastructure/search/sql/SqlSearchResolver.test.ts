import type { AccountsDirectory } from '#application/agents/ports';
import type { PlacesService } from '#application/places/ports';
import type { SearchCaller } from '#application/search/ports';
import type { Account } from '#domain/agents/Account';
import type { Place } from '#domain/places/Place';
import { notFound } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import type { Database } from '#infrastructure/db/DatabaseToken';
import type { ExchangeRatesReader } from '#infrastructure/db/exchangeRates/ExchangeRatesReader';
import { CachedPlacesService } from '#infrastructure/places/CachedPlacesService';
import { SqlSearchResolver } from './SqlSearchResolver';

const caller = {
  language: 'en',
  isCrawler: false,
  portal: { id: 'international', countries: ['CH'] },
} as unknown as SearchCaller;
const rates: Pick<ExchangeRatesReader, 'current'> = {
  current: async () => ({ base: 'EUR', asOf: '2026-03-02', rates: { EUR: 1 } }),
};
const zurich = {
  placeId: 'ch-zurich',
  type: 'locality',
  countryISO: 'CH',
  ancestors: [],
  names: { en: 'Zurich' },
  center: { lat: 47.37, lng: 8.54 },
  viewport: { southwest: { lat: 47.32, lng: 8.45 }, northeast: { lat: 47.43, lng: 8.62 } },
} as unknown as Place;
const noAccounts: AccountsDirectory = {
  getAccount: async () => undefined,
  getAccountsByIds: async () => [],
  getUsersByIds: async () => [],
  ascendantsOf: async () => undefined,
};

function countingPlaces(): { places: PlacesService; reads: string[] } {
  const reads: string[] = [];
  const getPlace = async (id: string) => {
    reads.push(id);
    return id === zurich.placeId ? ok(zurich) : err(notFound('PLACE_NOT_FOUND', `placeId ${id} not found`));
  };
  return { reads, places: { getPlace } as PlacesService };
}

describe('SqlSearchResolver', () => {
  it("takes a search's place from the container's places cache: the page and the search read it once", async () => {
    const { places, reads } = countingPlaces();
    const cached = new CachedPlacesService(places, { ttlMs: 60_000, maxEntries: 10 });
    const resolver = new SqlSearchResolver({} as Database, { rates, places: cached, accounts: noAccounts });
    await cached.getPlace('ch-zurich'); // the search page, before it searches
    const resolved = await resolver.resolve({ location: { placeId: 'ch-zurich' } }, 'EUR', caller);
    expect(resolved.ok && resolved.value.place).toBe(zurich);
    expect(reads).toEqual(['ch-zurich']);
  });

  it("answers the searches service's own errors for an unknown place and an unknown account", async () => {
    const { places } = countingPlaces();
    const resolver = new SqlSearchResolver({} as Database, { rates, places, accounts: noAccounts });
    expect(await resolver.resolve({ location: { placeId: 'xx-nowhere' } }, 'EUR', caller)).toMatchObject({
      ok: false,
      error: { code: 'PLACE_NOT_FOUND', message: 'placeId xx-nowhere not found', field: 'location.placeId' },
    });
    expect(await resolver.resolve({ accountId: 77 }, 'EUR', caller)).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNT_NOT_FOUND', message: 'Invalid accountId was provided' },
    });
  });

  it("asks the accounts directory for a search's agency, the one the agency page has just read", async () => {
    const asked: number[][] = [];
    const accounts: AccountsDirectory = {
      ...noAccounts,
      getAccount: async (id) => (asked.push([id]), { id, type: 'Developer' } as Account),
    };
    const db = { select: () => ({ from: () => ({ where: async () => [{ id: 6 }] }) }) } as unknown as Database;
    const resolver = new SqlSearchResolver(db, { rates, places: countingPlaces().places, accounts });
    const resolved = await resolver.resolve({ accountId: 5 }, 'EUR', caller);
    expect(resolved.ok).toBe(true);
    expect(asked).toEqual([[5]]);
  });
});
