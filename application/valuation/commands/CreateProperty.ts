import { inject, injectable } from 'inversify';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { validateFields } from '#domain/valuation/fieldRules';
import { type Property, SELL_WITH_AGENT_OFFERING } from '#domain/valuation/Property';
import { formFields, invalidField, presentFields, profileRequired } from '#domain/valuation/propertySaves';
import { STEP_FIELDS } from '#domain/valuation/wizardSteps';
import { PropertyStore, type PropertyDraft, type ValuationCaller, ValuationClock, ValuationSettings } from '../ports';

/** POST /properties: created on the first step's save (document 002 §4), with the agent-profile origin's offering. */
@injectable()
export class CreatePropertyHandler {
  constructor(
    @inject(PropertyStore) private readonly store: PropertyStore,
    @inject(ValuationSettings) private readonly settings: ValuationSettings,
    @inject(ValuationClock) private readonly clock: Clock,
  ) {}

  async execute({
    draft,
    caller,
  }: {
    draft: PropertyDraft;
    caller: ValuationCaller;
  }): Promise<Result<Property, DomainError>> {
    // The new property is the current profile's: without one there is nobody to own it.
    if (caller.profileId === undefined) return err(profileRequired());
    const fields = formFields(draft);
    // Document 002 §4: "created on the first save", the address step's (§5: its country one the portal offers).
    const failures = validateFields(fields, [...new Set([...STEP_FIELDS.address, ...presentFields(fields)])], {
      creatableCountries: this.settings.creatableCountries(caller.portalId),
    });
    if (failures.length > 0) return err(invalidField(failures[0]));
    const now = this.clock.now();
    const property = await this.store.create(
      {
        profileId: caller.profileId,
        portalId: caller.portalId,
        origin: draft.origin,
        ...(draft.referer !== undefined && { referer: draft.referer }),
        selectedAgents: draft.selectedAgents ?? [],
        fields,
      },
      now,
    );
    // Document 002 §4: "Agent-profile origin: the agent is pre-selected, and the sell-with-an-agent
    // offering is posted after creation" (§7 POST /properties/{id}/productofferings): the use case
    // does it, so every client of POST /properties gets it, whichever store serves it.
    if (draft.origin === 'AgentProfileWizard')
      return ok(await this.store.addProductOffering(property.id, SELL_WITH_AGENT_OFFERING, now));
    return ok(property);
  }
}
