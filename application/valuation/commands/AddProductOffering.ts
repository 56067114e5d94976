import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { Property } from '#domain/valuation/Property';
import { PropertiesService, type ValuationCaller } from '../ports';

/** POST /properties/{id}/productofferings: e.g. sell-with-an-agent after an agent-profile creation. */
@injectable()
export class AddProductOfferingHandler {
  constructor(@inject(PropertiesService) private readonly properties: PropertiesService) {}

  execute(input: {
    id: number;
    productOfferingId: string;
    caller: ValuationCaller;
  }): Promise<Result<Property, DomainError>> {
    return this.properties.addProductOffering(input.id, input.productOfferingId, input.caller);
  }
}
