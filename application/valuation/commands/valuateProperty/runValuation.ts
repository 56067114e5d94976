import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { rulesFor } from '#domain/valuation/fieldRules';
import type { Property } from '#domain/valuation/Property';
import type { PropertyStore, ValuationModel } from '../../ports';

/**
 * Estimates a property and records the valuation in its country's currency (document 002 §9: EUR,
 * CHF in CH). A model not ready postpones it: "424 on valuate: valuation postponed; property
 * marked isValuationPostponed" (document 002 §8), to be completed by the job.
 */
export async function runValuation(
  ports: { store: PropertyStore; model: ValuationModel; clock: Clock },
  property: Property,
  captchaToken?: string,
): Promise<Result<Property, DomainError>> {
  const currency = rulesFor(property.location?.countryISO)?.currency ?? 'EUR';
  const estimate = await ports.model.estimate(property, currency, captchaToken);
  if (!estimate.ok) {
    if (estimate.error.kind === 'FAILED_DEPENDENCY') await ports.store.markPostponed(property.id, ports.clock.now());
    return estimate;
  }
  return ok(await ports.store.saveValuation(property.id, estimate.value, ports.clock.now()));
}
