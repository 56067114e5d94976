import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { HistoryPeriod } from '#domain/valuation/valuationHistory';
import { PropertiesService, type ValuationCaller, type ValuationHistory } from '../ports';

/** GET /properties/{propertyId}/valuationhistory: "items, currency". */
@injectable()
export class GetValuationHistoryHandler {
  constructor(@inject(PropertiesService) private readonly properties: PropertiesService) {}

  execute(input: {
    id: number;
    caller: ValuationCaller;
    period?: HistoryPeriod;
  }): Promise<Result<ValuationHistory, DomainError>> {
    return this.properties.getValuationHistory(input.id, input.caller, input.period);
  }
}
