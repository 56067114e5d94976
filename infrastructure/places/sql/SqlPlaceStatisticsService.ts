import { type SQL, sql } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import {
  PlacesService,
  type PlaceStatisticsService,
  type StatisticsChart,
  type StatisticsChild,
  type StatisticsQuery,
  type StatisticsSummary,
} from '#application/places/ports';
import type { PropertyType, TransactionType } from '#domain/listings/Listing';
import { ALLOWED_CHILD_TYPES, noPlaceFound } from '#domain/places/children/placeChildren';
import type { Place } from '#domain/places/Place';
import { placeNotSupported, STATS_PLACE_TYPES } from '#domain/places/statistics/placeStatsRoute';
import {
  type MonthPoint,
  RATING_MIN_LISTINGS,
  type RatedPlace,
  STATS_GRAPH_POINTS,
  type StatisticsItem,
  statisticsPeriod,
} from '#domain/places/statistics/priceStatistics';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { convertExact } from '#domain/portal/ExchangeRates';
import { Database } from '#infrastructure/db/DatabaseToken';
import { ExchangeRatesReader } from '#infrastructure/db/exchangeRates/ExchangeRatesReader';
import { ReadThroughCache } from '#infrastructure/shared/cache/ReadThroughCache';

type Rows<T> = { rows: T[] };

/**
 * The statistics computed in the database, by the method of domain/places/statistics (the contract
 * suite checks the figures against the domain functions on the same listings): the place's live
 * listings through the GIN-indexed ancestor_place_ids, the median as percentile_cont(0.5) (the mean
 * of the two middle values, as the domain's median), so only the figures leave the database.
 * Medians are computed on the euro prices (price_eur) and converted at the current rates into the
 * query's currency: a median scales with its values, so the order and the figures are the same.
 */
@injectable()
export class SqlPlaceStatisticsService implements PlaceStatisticsService {
  /** The newest live listing's date, read at most once a minute. */
  private readonly newest = new ReadThroughCache<'newest', Date>({ ttlMs: 60_000, maxEntries: 1 });

  constructor(
    @inject(Database) private readonly db: Database,
    @inject(PlacesService) private readonly places: PlacesService,
    @inject(ExchangeRatesReader) private readonly rates: ExchangeRatesReader,
  ) {}

  /** Euros per m² into the query's currency, rounded to the unit as the figures are shown; an unknown currency is refused. */
  private async perM2In(
    query: StatisticsQuery,
  ): Promise<Result<{ currencyId: string; of: (eur: number) => number }, DomainError>> {
    const currencyId = query.currencyId ?? 'EUR';
    if (currencyId === 'EUR') return ok({ currencyId, of: (eur) => Math.round(eur) });
    const rates = await this.rates.current();
    if (!(rates.rates[currencyId] > 0))
      return err(
        domainError('INVALID', 'CURRENCY_NOT_VALID', 'currencyId is not valid', {
          field: 'currencyId',
          values: { currencyId },
        }),
      );
    return ok({ currencyId, of: (eur) => Math.round(convertExact(eur, 'EUR', currencyId, rates)) });
  }

  async summary(query: StatisticsQuery): Promise<Result<StatisticsSummary, DomainError>> {
    const scope = await this.scopeOf(query);
    if (!scope.ok) return scope;
    const { place, where, month } = scope.value;
    const rows = await this.rows<{
      transaction_type: TransactionType;
      type: PropertyType;
      r: number | null;
      m: number;
      n: number;
      g: number;
    }>(sql`
      select transaction_type, type, r, percentile_cont(0.5) within group (order by v) as m, count(*)::int as n,
        grouping(r)::int as g
      from (select transaction_type, type, floor(rooms)::int as r, price_eur / living_m2 as v from listings l
        where ${where} ${transactionFilter(query.transactionType)} ${typeFilter(query.propertyType)}) s
      group by grouping sets ((transaction_type, type), (transaction_type, type, r))
      having grouping(r) = 1 or r >= 1`);
    const currency = await this.perM2In(query);
    if (!currency.ok) return currency;
    const money = currency.value;
    const items: StatisticsItem[] = rows.map((row) => ({
      transactionType: row.transaction_type,
      propertyType: row.type,
      ...(Number(row.g) === 0 && { existingRooms: Number(row.r) }),
      medianPerM2: money.of(Number(row.m)),
      count: Number(row.n),
    }));
    // The domain's order: sales first, then property type, all sizes before each number of rooms.
    const order = (item: StatisticsItem) =>
      `${item.transactionType === 'Sell' ? 0 : 1}/${item.propertyType}/${String(item.existingRooms ?? 0).padStart(2, '0')}`;
    items.sort((a, b) => order(a).localeCompare(order(b)));
    return ok({ locationId: place.placeId, month, items, currencyId: money.currencyId });
  }

  async chart(query: StatisticsQuery): Promise<Result<StatisticsChart, DomainError>> {
    const scope = await this.scopeOf(query);
    if (!scope.ok) return scope;
    const { place, where, since } = scope.value;
    const transactionType = query.transactionType ?? 'Sell';
    const rows = await this.rows<{ month: string; m: number; n: number }>(sql`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month,
        percentile_cont(0.5) within group (order by price_eur / living_m2) as m, count(*)::int as n
      from listings l
      where ${where} and transaction_type = ${transactionType} ${typeFilter(query.propertyType)}
      group by 1`);
    const currency = await this.perM2In(query);
    if (!currency.ok) return currency;
    const money = currency.value;
    const byMonth = new Map(rows.map((row) => [row.month, row]));
    const points: MonthPoint[] = [];
    for (let index = 0; index < STATS_GRAPH_POINTS; index++) {
      const month = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth() + index, 1))
        .toISOString()
        .slice(0, 7);
      const row = byMonth.get(month);
      points.push(row ? { month, medianPerM2: money.of(Number(row.m)), count: Number(row.n) } : { month, count: 0 });
    }
    return ok({
      locationId: place.placeId,
      transactionType,
      ...(query.propertyType && { propertyType: query.propertyType }),
      points,
    });
  }

  async descendantsRating(
    query: StatisticsQuery,
  ): Promise<Result<{ locationId: string; ratings: RatedPlace[] }, DomainError>> {
    const scope = await this.scopeOf(query);
    if (!scope.ok) return scope;
    const { place, where } = scope.value;
    const rows = await this.rows<{ place_id: string; m: number; n: number }>(sql`
      select p.place_id, percentile_cont(0.5) within group (order by s.v) as m, count(*)::int as n
      from (select unnest(ancestor_place_ids) as place_id, price_eur / living_m2 as v
            from listings l
            where ${where} and transaction_type = ${query.transactionType ?? 'Sell'} ${typeFilter(query.propertyType)}) s
      join places p on p.place_id = s.place_id
      where p.ancestor_ids @> array[${place.placeId}]::text[] and p.type in (${typeList(STATS_PLACE_TYPES)})
      group by p.place_id
      having count(*) >= ${RATING_MIN_LISTINGS}`);
    const currency = await this.perM2In(query);
    if (!currency.ok) return currency;
    const money = currency.value;
    const ratings = rows
      .map((row) => ({ placeId: row.place_id, medianPerM2: money.of(Number(row.m)), count: Number(row.n) }))
      .sort((a, b) => b.medianPerM2 - a.medianPerM2 || a.placeId.localeCompare(b.placeId))
      .map((rated, index) => ({ ...rated, rank: index + 1 }));
    return ok({ locationId: place.placeId, ratings });
  }

  async children(
    query: StatisticsQuery,
  ): Promise<Result<{ locationId: string; children: StatisticsChild[] }, DomainError>> {
    const scope = await this.scopeOf(query);
    if (!scope.ok) return scope;
    const { place, since, until } = scope.value;
    const childTypes = ALLOWED_CHILD_TYPES[place.type];
    if (childTypes.length === 0) return ok({ locationId: place.placeId, children: [] });
    const rows = await this.rows<{ place_id: string; m: number | null; n: number }>(sql`
      select c.place_id, percentile_cont(0.5) within group (order by l.price_eur / l.living_m2) as m, count(l.id)::int as n
      from places c
      left join listings l on l.ancestor_place_ids @> array[c.place_id]::text[] and ${live(since, until)}
        and l.transaction_type = ${query.transactionType ?? 'Sell'} ${typeFilter(query.propertyType)}
      where c.parent_id = ${place.placeId} and c.type in (${typeList(childTypes)})
      group by c.place_id`);
    const currency = await this.perM2In(query);
    if (!currency.ok) return currency;
    const money = currency.value;
    const children = rows
      .map((row) => ({
        placeId: row.place_id,
        count: Number(row.n),
        ...(row.m !== null && Number(row.n) > 0 && { medianPerM2: money.of(Number(row.m)) }),
      }))
      .sort(
        (a, b) =>
          (b.medianPerM2 ?? -1) - (a.medianPerM2 ?? -1) || b.count - a.count || a.placeId.localeCompare(b.placeId),
      );
    return ok({ locationId: place.placeId, children });
  }

  private async scopeOf(
    query: StatisticsQuery,
  ): Promise<Result<{ place: Place; where: SQL; since: Date; until: Date; month: string }, DomainError>> {
    const found = await this.places.getPlace(query.locationId);
    if (!found.ok) return found.error.kind === 'NOT_FOUND' ? err(noPlaceFound()) : found;
    const place = found.value;
    if (!STATS_PLACE_TYPES.includes(place.type)) return err(placeNotSupported());
    const newest = await this.newest.get('newest', async () => {
      const rows = await this.rows<{ newest: Date | string | null }>(
        sql`select max(created_at) as newest from listings where not is_archived`,
      );
      return rows[0]?.newest ? new Date(rows[0].newest) : new Date();
    });
    const { since, until } = statisticsPeriod(newest);
    const where = sql`l.ancestor_place_ids @> array[${place.placeId}]::text[] and ${live(since, until)}`;
    return ok({ place, where, since, until, month: newest.toISOString().slice(0, 7) });
  }

  private async rows<T>(query: SQL): Promise<T[]> {
    return ((await this.db.execute(query)) as Rows<T>).rows;
  }
}

/** The listings the method counts: live, price shown, with a living area, created within the 12 months. */
const live = (since: Date, until: Date) =>
  sql`not l.is_archived and l.price_show and l.living_m2 > 0 and l.price_eur > 0
    and l.created_at >= ${since.toISOString()} and l.created_at < ${until.toISOString()}`;

const transactionFilter = (type: TransactionType | undefined) => (type ? sql`and l.transaction_type = ${type}` : sql``);

const typeFilter = (type: PropertyType | undefined) => (type ? sql`and l.type = ${type}` : sql``);

const typeList = (types: readonly string[]) =>
  sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  );
