import { inject, injectable } from 'inversify';
import type { Clock } from '#domain/shared/Clock';
import { PropertyStore, ValuationClock, ValuationMails, ValuationModel } from '../ports';
import { runValuation } from './valuateProperty/runValuation';

/**
 * The job behind a 424 (document 002 §8 "valuation postponed"): once the model is ready, each
 * postponed valuation of a live property is completed and its owner told by e-mail. A store that
 * cannot list them (a remote service completes its own) leaves nothing to do.
 */
@injectable()
export class CompletePostponedValuationsHandler {
  constructor(
    @inject(PropertyStore) readonly store: PropertyStore,
    @inject(ValuationModel) readonly model: ValuationModel,
    @inject(ValuationMails) private readonly mails: ValuationMails,
    @inject(ValuationClock) readonly clock: Clock,
  ) {}

  /** Returns how many were completed; `warn` hears of each one the model still could not value. */
  async execute(input: { warn?: (object: object, message: string) => void } = {}): Promise<number> {
    if (!this.store.listPostponed) return 0;
    await this.model.whenReady();
    let completed = 0;
    for (const { profileId, property } of await this.store.listPostponed()) {
      if (property.isArchived) continue;
      const result = await runValuation(this, property);
      if (!result.ok) {
        input.warn?.({ propertyId: property.id, code: result.error.code }, 'postponed valuation not completed');
        continue;
      }
      completed += 1;
      await this.mails.valuationReady({ profileId, property: result.value });
    }
    return completed;
  }
}
