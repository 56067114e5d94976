import { inject, injectable } from 'inversify';
import type {
  PlaceStatisticsService,
  StatisticsChart,
  StatisticsChild,
  StatisticsQuery,
  StatisticsSummary,
} from '#application/places/ports';
import { STATISTICS_ROUTES } from '#application/places/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';
import type { RatedPlace } from '#domain/places/statistics/priceStatistics';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';

/** PlaceStatisticsService over the statistics calls (document 001 §7 "Statistics"; paths: application/places/svcRoutes). */
@injectable()
export class HttpPlaceStatisticsService implements PlaceStatisticsService {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  summary(query: StatisticsQuery): Promise<Result<StatisticsSummary, DomainError>> {
    const { locationId, transactionType } = query;
    const path = transactionType
      ? pathOf(STATISTICS_ROUTES.summaryOfTransaction, { locationId, transactionType })
      : pathOf(STATISTICS_ROUTES.summary, { locationId });
    return this.get(query, path, { propertyType: query.propertyType, currencyId: query.currencyId });
  }

  chart(query: StatisticsQuery): Promise<Result<StatisticsChart, DomainError>> {
    return this.get(query, pathOf(STATISTICS_ROUTES.chart, query));
  }

  descendantsRating(
    query: StatisticsQuery,
  ): Promise<Result<{ locationId: string; ratings: RatedPlace[] }, DomainError>> {
    return this.get(query, pathOf(STATISTICS_ROUTES.descendantsRating, query));
  }

  children(query: StatisticsQuery): Promise<Result<{ locationId: string; children: StatisticsChild[] }, DomainError>> {
    return this.get(query, pathOf(STATISTICS_ROUTES.children, query));
  }

  private get<T>(
    query: StatisticsQuery,
    path: string,
    params: Record<string, string | undefined> = {
      transactionType: query.transactionType,
      propertyType: query.propertyType,
      currencyId: query.currencyId,
    },
  ): Promise<Result<T, DomainError>> {
    return this.client.request<T>('GET', path, { query: params });
  }
}
