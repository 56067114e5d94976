import { inject, injectable } from 'inversify';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import type { Property } from '#domain/valuation/Property';
import { ownedProperty } from '../ownedProperty';
import { PropertyStore, type ValuationCaller, ValuationClock } from '../ports';

/** POST /properties/{id}/productofferings: e.g. sell-with-an-agent after an agent-profile creation. */
@injectable()
export class AddProductOfferingHandler {
  constructor(
    @inject(PropertyStore) private readonly store: PropertyStore,
    @inject(ValuationClock) private readonly clock: Clock,
  ) {}

  async execute(input: {
    id: number;
    productOfferingId: string;
    caller: ValuationCaller;
  }): Promise<Result<Property, DomainError>> {
    const found = await ownedProperty(this.store, input.id, input.caller);
    if (!found.ok) return found;
    // An offering is attached once: posting it again (a retried wizard) changes nothing.
    if (found.value.productOfferings.some((o) => o.productOfferingId === input.productOfferingId)) return found;
    return ok(await this.store.addProductOffering(input.id, input.productOfferingId, this.clock.now()));
  }
}
