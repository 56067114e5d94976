import { sql } from 'drizzle-orm';
import type { AccountsDirectory } from '#application/agents';
import type { PlacesService } from '#application/places';
import type { ResolvedSearch, SearchCaller } from '#application/search/ports';
import type { Place } from '#domain/places/Place';
import { type ExchangeRates, rateOf } from '#domain/portal/ExchangeRates';
import type { LuxuryPriceRange } from '#domain/search/luxury/LuxuryPriceRange';
import { clearLuxuryFilters } from '#domain/search/luxury/clearLuxuryPrice';
import { toSearchCriteria } from '#domain/search/query/toSearchCriteria';
import { searchServiceErrors } from '#domain/search/saved/searchErrorsOfService';
import type { SearchFilters } from '#domain/search/SearchFilters';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { Database } from '#infrastructure/db/DatabaseToken';
import type { ExchangeRatesReader } from '#infrastructure/db/exchangeRates/ExchangeRatesReader';
import { accounts } from '#infrastructure/db/schema';
import { ReadThroughCache } from '#infrastructure/shared/cache/ReadThroughCache';
import { SqlLuxuryPriceRanges } from './SqlLuxuryPriceRanges';

const MEMBERS_TTL_MS = 60_000;
const LUXURY_TTL_MS = 10 * 60_000;

/**
 * What the resolver reads through the container's shared, cached ports: the place and the agency a
 * search page has just loaded are then taken from the same cache, not read a second time.
 */
export interface SearchResolverSources {
  rates: Pick<ExchangeRatesReader, 'current'>;
  places: Pick<PlacesService, 'getPlace'>;
  accounts: AccountsDirectory;
}

/** What a search's filters name, looked up: its place, its account, its luxury ranges, the rates. */
export class SqlSearchResolver {
  readonly luxury: SqlLuxuryPriceRanges;
  /** A franchise's or a parent's member agencies: the reverse of relatedAccountIds, which no port answers. */
  private readonly membersCache = new ReadThroughCache<number, number[]>({ ttlMs: MEMBERS_TTL_MS, maxEntries: 10_000 });
  private readonly luxuryCache = new ReadThroughCache<string, LuxuryPriceRange | undefined>({
    ttlMs: LUXURY_TTL_MS,
    maxEntries: 1_000,
  });

  constructor(
    private readonly db: Database,
    private readonly sources: SearchResolverSources,
  ) {
    this.luxury = new SqlLuxuryPriceRanges(db);
  }

  /** GET /luxuryPriceRange and luxury searches: cached, the table changes with configuration only. */
  luxuryRange(
    countryISO: string,
    currencyId: string,
    transactionType: 'Sell' | 'Rent',
  ): Promise<LuxuryPriceRange | undefined> {
    return this.luxuryCache.get(`${countryISO}|${currencyId}|${transactionType}`, async () =>
      this.luxury.find(countryISO, currencyId, transactionType, await this.rates()),
    );
  }

  rates(): Promise<ExchangeRates> {
    return this.sources.rates.current();
  }

  async resolve(
    filters: SearchFilters,
    currencyId: string,
    caller: SearchCaller,
  ): Promise<Result<ResolvedSearch, DomainError>> {
    const rates = await this.rates();
    const placeId = filters.location?.placeId;
    let place: Place | undefined;
    if (placeId) {
      const found = await this.sources.places.getPlace(placeId);
      if (!found.ok) return found.error.kind === 'NOT_FOUND' ? err(searchServiceErrors.placeNotFound(placeId)) : found;
      place = found.value;
    }
    let account: { ids: number[]; isDeveloper: boolean } | undefined;
    if (filters.accountId !== undefined) {
      const found = await this.account(filters.accountId);
      if (!found) return err(searchServiceErrors.accountNotFound());
      account = found;
    }
    const countries = place ? caller.portal.countries.filter((c) => c === place.countryISO) : caller.portal.countries;
    const luxury: LuxuryPriceRange[] = [];
    if (filters.luxury) {
      for (const country of countries) {
        const range = await this.luxuryRange(country, currencyId, filters.transactionType ?? 'Sell');
        if (range) luxury.push(range);
      }
    }
    // The search is what is searched: a luxury bound the range makes pointless leaves the filters.
    const searched = clearLuxuryFilters(filters, luxury, countries);
    const criteria = toSearchCriteria(searched, {
      currencyId,
      rates,
      countries: caller.portal.countries,
      place,
      luxury,
      account,
    });
    return ok({ filters: searched, currencyId, criteria, place, rates, rate: rateOf(currencyId, rates) });
  }

  /** An account and, for a franchise or a parent, the agencies that belong to it. */
  private async account(id: number): Promise<{ ids: number[]; isDeveloper: boolean } | undefined> {
    const found = await this.sources.accounts.getAccount(id);
    if (!found) return undefined;
    const members = await this.membersCache.get(id, async () => {
      const rows = await this.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`${accounts.relatedAccountIds} @> ${sql.param([id])}::int[]`);
      return rows.map((row) => row.id);
    });
    return { ids: [id, ...members], isDeveloper: found.type === 'Developer' };
  }
}
