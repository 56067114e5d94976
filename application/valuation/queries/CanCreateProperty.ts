import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { type CanCreate, type ValuationCaller, ValuationSettings } from '../ports';

/** GET /properties/cancreate: "canCreate, reason". */
@injectable()
export class CanCreatePropertyHandler {
  constructor(@inject(ValuationSettings) private readonly settings: ValuationSettings) {}

  async execute(input: { countryISO: string; caller: ValuationCaller }): Promise<Result<CanCreate, DomainError>> {
    const creatable = this.settings.creatableCountries(input.caller.portalId);
    // Document 002 §8: "Unsupported country: 'Not supported'".
    return ok(
      creatable.includes(input.countryISO.toUpperCase())
        ? { canCreate: true }
        : { canCreate: false, reason: 'Not supported' },
    );
  }
}
