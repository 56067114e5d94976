import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { Property } from '#domain/valuation/Property';
import { PropertiesService, type PropertyDraft, type ValuationCaller } from '../ports';

/** POST /properties: created on the first step's save (document 002 §4). */
@injectable()
export class CreatePropertyHandler {
  constructor(@inject(PropertiesService) private readonly properties: PropertiesService) {}

  execute(input: { draft: PropertyDraft; caller: ValuationCaller }): Promise<Result<Property, DomainError>> {
    return this.properties.createProperty(input.draft, input.caller);
  }
}
