import { inject, injectable } from 'inversify';
import type {
  PlaceStatisticsService,
  StatisticsChart,
  StatisticsChild,
  StatisticsQuery,
  StatisticsSummary,
} from '#application/places/ports';
import type { RatedPlace } from '#domain/places/statistics/priceStatistics';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';

/** PlaceStatisticsService over the statistics calls (document 001 §7 "Statistics") at /statistics. */
@injectable()
export class HttpPlaceStatisticsService implements PlaceStatisticsService {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  summary(query: StatisticsQuery): Promise<Result<StatisticsSummary, DomainError>> {
    const path = query.transactionType ? `/summary/${query.transactionType}` : '/summary';
    return this.get(query, path, { propertyType: query.propertyType, currencyId: query.currencyId });
  }

  chart(query: StatisticsQuery): Promise<Result<StatisticsChart, DomainError>> {
    return this.get(query, '/chart');
  }

  descendantsRating(
    query: StatisticsQuery,
  ): Promise<Result<{ locationId: string; ratings: RatedPlace[] }, DomainError>> {
    return this.get(query, '/descendantsrating');
  }

  children(query: StatisticsQuery): Promise<Result<{ locationId: string; children: StatisticsChild[] }, DomainError>> {
    return this.get(query, '/children');
  }

  private get<T>(
    query: StatisticsQuery,
    call: string,
    params: Record<string, string | undefined> = {
      transactionType: query.transactionType,
      propertyType: query.propertyType,
      currencyId: query.currencyId,
    },
  ): Promise<Result<T, DomainError>> {
    return this.client.request<T>(
      'GET',
      `/statistics/v2/gateway/locationprice/${encodeURIComponent(query.locationId)}${call}`,
      { query: params },
    );
  }
}
