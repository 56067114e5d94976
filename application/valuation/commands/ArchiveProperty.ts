import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { Property } from '#domain/valuation/Property';
import { PropertiesService, type ValuationCaller } from '../ports';

/** PATCH /properties/{id}/archive: "Archiving marks a property archived and removes it from the list." */
@injectable()
export class ArchivePropertyHandler {
  constructor(@inject(PropertiesService) private readonly properties: PropertiesService) {}

  execute(input: { id: number; caller: ValuationCaller }): Promise<Result<Property, DomainError>> {
    return this.properties.archiveProperty(input.id, input.caller);
  }
}
