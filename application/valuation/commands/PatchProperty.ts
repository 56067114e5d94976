import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { Property } from '#domain/valuation/Property';
import { PropertiesService, type PropertyPatch, type ValuationCaller } from '../ports';

/** PATCH /properties/{id}: each later step's save, the notification toggle, the consent. */
@injectable()
export class PatchPropertyHandler {
  constructor(@inject(PropertiesService) private readonly properties: PropertiesService) {}

  execute(input: {
    id: number;
    patch: PropertyPatch;
    caller: ValuationCaller;
  }): Promise<Result<Property, DomainError>> {
    return this.properties.patchProperty(input.id, input.patch, input.caller);
  }
}
