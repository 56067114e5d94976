import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { PlaceStatisticsService, type StatisticsQuery } from '../ports';

/** The statistics calls (document 001 §7 "Statistics"), one per figure the service serves. */
export type LocationPriceCall = 'summary' | 'chart' | 'descendantsRating' | 'children';

/** GET /v2/gateway/locationprice/{locationId}/{call}: the statistics service's answer for one call. */
@injectable()
export class GetLocationPriceHandler {
  constructor(@inject(PlaceStatisticsService) private readonly statistics: PlaceStatisticsService) {}

  execute(call: LocationPriceCall, query: StatisticsQuery): Promise<Result<unknown, DomainError>> {
    return this.statistics[call](query);
  }
}
