import { eq, sql } from 'drizzle-orm';
import type { SearchCaller } from '#application/search/ports';
import type { Place } from '#domain/places/Place';
import { type ExchangeRates, rateOf } from '#domain/portal/ExchangeRates';
import type { LuxuryPriceRange } from '#domain/search/luxury/LuxuryPriceRange';
import type { SearchCriteria } from '#domain/search/query/SearchCriteria';
import { toSearchCriteria } from '#domain/search/query/toSearchCriteria';
import { searchServiceErrors } from '#domain/search/saved/searchErrorsOfService';
import type { SearchFilters } from '#domain/search/SearchFilters';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { loadExchangeRates } from '#infrastructure/db/exchangeRates/loadExchangeRates';
import { accounts } from '#infrastructure/db/schema';
import { SqlPlaceReader } from '#infrastructure/places';
import { SqlLuxuryPriceRanges } from './SqlLuxuryPriceRanges';
import { TtlCache } from './TtlCache';

/** Rates change daily at most: read once a minute. */
const RATES_TTL_MS = 60_000;
/** Document 001 §9: places cached 2 hours in production; ten minutes here keeps renames visible soon. */
const PLACE_TTL_MS = 10 * 60_000;
const ACCOUNT_TTL_MS = 60_000;
const LUXURY_TTL_MS = 10 * 60_000;

export interface ResolvedSearch {
  filters: SearchFilters;
  currencyId: string;
  criteria: SearchCriteria;
  place?: Place;
  rates: ExchangeRates;
  /** Units of the search's currency per EUR. */
  rate: number;
}

/** What a search's filters name, looked up: its place, its account, its luxury ranges, the rates. */
export class SqlSearchResolver {
  private cachedRates?: { at: number; value: Promise<ExchangeRates> };
  private readonly places: SqlPlaceReader;
  readonly luxury: SqlLuxuryPriceRanges;
  private readonly placeCache = new TtlCache<string, Place | undefined>(PLACE_TTL_MS);
  private readonly accountCache = new TtlCache<number, { ids: number[]; isDeveloper: boolean } | undefined>(
    ACCOUNT_TTL_MS,
  );
  private readonly luxuryCache = new TtlCache<string, LuxuryPriceRange | undefined>(LUXURY_TTL_MS);

  constructor(private readonly db: Database) {
    this.places = new SqlPlaceReader(db);
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
    const at = Date.now();
    if (!this.cachedRates || at - this.cachedRates.at > RATES_TTL_MS) {
      const value = loadExchangeRates(this.db);
      value.catch(() => {
        this.cachedRates = undefined;
      });
      this.cachedRates = { at, value };
    }
    return this.cachedRates.value;
  }

  async resolve(
    filters: SearchFilters,
    currencyId: string,
    caller: SearchCaller,
  ): Promise<Result<ResolvedSearch, DomainError>> {
    const rates = await this.rates();
    const placeId = filters.location?.placeId;
    const place = placeId
      ? await this.placeCache.get(placeId, async () => (await this.places.byIds([placeId]))[0])
      : undefined;
    if (placeId && !place) return err(searchServiceErrors.placeNotFound(placeId));
    let account: { ids: number[]; isDeveloper: boolean } | undefined;
    if (filters.accountId !== undefined) {
      const accountId = filters.accountId;
      const found = await this.accountCache.get(accountId, () => this.account(accountId));
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
    const criteria = toSearchCriteria(filters, {
      currencyId,
      rates,
      countries: caller.portal.countries,
      place,
      luxury,
      account,
    });
    return ok({ filters, currencyId, criteria, place, rates, rate: rateOf(currencyId, rates) });
  }

  /** An account and, for a franchise or a parent, the agencies that belong to it. */
  private async account(id: number): Promise<{ ids: number[]; isDeveloper: boolean } | undefined> {
    const [row] = await this.db.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, id));
    if (!row) return undefined;
    const members = await this.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`${accounts.relatedAccountIds} @> ${sql.param([id])}::int[]`);
    return { ids: [id, ...members.map((m) => m.id)], isDeveloper: row.type === 'Developer' };
  }
}
