import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { Property } from '#domain/valuation/Property';
import { ownedProperty } from '../ownedProperty';
import { PropertyStore, type ValuationCaller } from '../ports';

/** GET /properties/{id}: the owner's property with its latest valuation. */
@injectable()
export class GetPropertyHandler {
  constructor(@inject(PropertyStore) private readonly store: PropertyStore) {}

  execute(input: { id: number; caller: ValuationCaller }): Promise<Result<Property, DomainError>> {
    return ownedProperty(this.store, input.id, input.caller);
  }
}
