import type { PlaceStatisticsService, StatisticsQuery } from '#application/places/ports';
import { ReadThroughCache, type ReadThroughCacheOptions } from '#infrastructure/shared/cache/ReadThroughCache';

type Call = keyof PlaceStatisticsService;

/**
 * A country's figures take seconds over a million listings (bench/statistics.ts) and move by the
 * month: each call's answer is kept for a while (the /svc answers say 10 minutes to shared caches
 * too), one computation in flight per place and call.
 */
export class CachedPlaceStatisticsService implements PlaceStatisticsService {
  private readonly cache: ReadThroughCache<string, unknown>;

  constructor(
    private readonly inner: PlaceStatisticsService,
    options: ReadThroughCacheOptions,
  ) {
    this.cache = new ReadThroughCache(options);
  }

  summary(query: StatisticsQuery): ReturnType<PlaceStatisticsService['summary']> {
    return this.through('summary', query);
  }

  chart(query: StatisticsQuery): ReturnType<PlaceStatisticsService['chart']> {
    return this.through('chart', query);
  }

  descendantsRating(query: StatisticsQuery): ReturnType<PlaceStatisticsService['descendantsRating']> {
    return this.through('descendantsRating', query);
  }

  children(query: StatisticsQuery): ReturnType<PlaceStatisticsService['children']> {
    return this.through('children', query);
  }

  private through<C extends Call>(call: C, query: StatisticsQuery): ReturnType<PlaceStatisticsService[C]> {
    const key = [
      call,
      query.locationId,
      query.transactionType ?? '',
      query.propertyType ?? '',
      query.currencyId ?? '',
    ].join('|');
    return this.cache.get(key, () => this.inner[call](query)) as ReturnType<PlaceStatisticsService[C]>;
  }
}
