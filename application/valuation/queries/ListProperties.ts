import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { PropertiesService, type ListPropertiesQuery, type PropertiesPage, type ValuationCaller } from '../ports';

/** GET /properties: My properties (sort, skip, count, origins, currencyId, valuatedOnly). */
@injectable()
export class ListPropertiesHandler {
  constructor(@inject(PropertiesService) private readonly properties: PropertiesService) {}

  execute(input: {
    query: ListPropertiesQuery;
    caller: ValuationCaller;
  }): Promise<Result<PropertiesPage, DomainError>> {
    return this.properties.listProperties(input.query, input.caller);
  }
}
