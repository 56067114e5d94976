import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { PropertiesService, type CanCreate, type ValuationCaller } from '../ports';

/** GET /properties/cancreate: "canCreate, reason". */
@injectable()
export class CanCreatePropertyHandler {
  constructor(@inject(PropertiesService) private readonly properties: PropertiesService) {}

  execute(input: { countryISO: string; caller: ValuationCaller }): Promise<Result<CanCreate, DomainError>> {
    return this.properties.canCreate(input.countryISO, input.caller);
  }
}
