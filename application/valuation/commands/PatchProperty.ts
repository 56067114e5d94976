import { inject, injectable } from 'inversify';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { validateFields } from '#domain/valuation/fieldRules';
import type { Property } from '#domain/valuation/Property';
import { formFields, invalidField, presentFields } from '#domain/valuation/propertySaves';
import { applyStep, STEP_FIELDS } from '#domain/valuation/wizardSteps';
import { ownedProperty } from '../ownedProperty';
import { PropertyStore, type PropertyPatch, type ValuationCaller, ValuationClock, ValuationSettings } from '../ports';

/** PATCH /properties/{id}: each later step's save, the notification toggle, the consent. */
@injectable()
export class PatchPropertyHandler {
  constructor(
    @inject(PropertyStore) private readonly store: PropertyStore,
    @inject(ValuationSettings) private readonly settings: ValuationSettings,
    @inject(ValuationClock) private readonly clock: Clock,
  ) {}

  async execute({
    id,
    patch,
    caller,
  }: {
    id: number;
    patch: PropertyPatch;
    caller: ValuationCaller;
  }): Promise<Result<Property, DomainError>> {
    const found = await ownedProperty(this.store, id, caller);
    if (!found.ok) return found;
    const changes = formFields(patch);
    // Document 002 §4: "A step that changes propertyType resets propertySubType".
    const fields = applyStep(formFields(found.value), changes);
    // §5: the step's fields are checked (an address is checked whole), never the steps still to come.
    const failures = validateFields(
      fields,
      presentFields(changes).concat(changes.location ? STEP_FIELDS.address : []),
      {
        creatableCountries: this.settings.creatableCountries(found.value.portalId),
      },
    );
    if (failures.length > 0) return err(invalidField(failures[0]));
    const saved = await this.store.save(
      id,
      {
        fields,
        changes,
        ...(patch.notificationsEnabled !== undefined && { notificationsEnabled: patch.notificationsEnabled }),
        // The consent of the last step is recorded once given; a later save never withdraws it.
        ...(patch.consentGiven === true && { consentGiven: true }),
      },
      this.clock.now(),
    );
    return ok(saved);
  }
}
