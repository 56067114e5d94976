import { inject, injectable } from 'inversify';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import type { Property } from '#domain/valuation/Property';
import { ownedProperty } from '../ownedProperty';
import { PropertyStore, type ValuationCaller, ValuationClock } from '../ports';

/** PATCH /properties/{id}/archive: "Archiving marks a property archived and removes it from the list." */
@injectable()
export class ArchivePropertyHandler {
  constructor(
    @inject(PropertyStore) private readonly store: PropertyStore,
    @inject(ValuationClock) private readonly clock: Clock,
  ) {}

  async execute({ id, caller }: { id: number; caller: ValuationCaller }): Promise<Result<Property, DomainError>> {
    const found = await ownedProperty(this.store, id, caller);
    if (!found.ok) return found;
    return ok(await this.store.archive(id, this.clock.now()));
  }
}
