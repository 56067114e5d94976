import { inject, injectable } from 'inversify';
import { Captcha } from '#application/shared/captcha';
import type { Clock } from '#domain/shared/Clock';
import { domainError, type DomainError, invalid } from '#domain/shared/DomainError';
import { err, type Result } from '#domain/shared/Result';
import { PROPERTY_FIELDS, validateFields } from '#domain/valuation/fieldRules';
import type { Property } from '#domain/valuation/Property';
import { invalidValuation } from '#domain/valuation/propertySaves';
import { ownedProperty } from '../ownedProperty';
import {
  PropertyStore,
  type ValuationCaller,
  ValuationClock,
  ValuationLimiter,
  ValuationModel,
  ValuationSettings,
} from '../ports';
import { runValuation } from './valuateProperty/runValuation';

/**
 * POST /properties/{id}/valuate (document 002 §4, §5, §8): the captcha, the owner's property, the
 * limits (429), every required field (422), the estimate, or its postponement (424).
 */
@injectable()
export class ValuatePropertyHandler {
  constructor(
    @inject(PropertyStore) private readonly store: PropertyStore,
    @inject(ValuationModel) private readonly model: ValuationModel,
    @inject(ValuationLimiter) private readonly limiter: ValuationLimiter,
    @inject(Captcha) private readonly captcha: Captcha,
    @inject(ValuationSettings) private readonly settings: ValuationSettings,
    @inject(ValuationClock) private readonly clock: Clock,
  ) {}

  async execute(input: {
    id: number;
    caller: ValuationCaller;
    captchaToken?: string;
  }): Promise<Result<Property, DomainError>> {
    // Document 002 §5: "A captcha token is required to run a valuation" (a token is good once).
    const verdict = await this.captcha.verify(input.captchaToken);
    if (!verdict.ok)
      return err(
        verdict.refusal === 'missing'
          ? invalid('CAPTCHA_REQUIRED', 'A captcha token is required', 'captchaToken')
          : domainError('FORBIDDEN', 'CAPTCHA_INVALID', `The captcha token is ${verdict.refusal}`, {
              field: 'captchaToken',
            }),
      );
    const found = await ownedProperty(this.store, input.id, input.caller);
    if (!found.ok) return found;
    // Document 002 §8: "429 on valuate: rate-limit error" (per profile and per client address).
    const limited = await this.limiter.consume(input.caller);
    if (!limited.ok) return limited;
    // Document 002 §8: "422 on valuate: invalid-valuation error" while a required field is missing.
    const failures = validateFields(found.value, PROPERTY_FIELDS, {
      creatableCountries: this.settings.creatableCountries(found.value.portalId),
    });
    if (failures.length > 0) return err(invalidValuation(failures[0]));
    return runValuation({ store: this.store, model: this.model, clock: this.clock }, found.value, input.captchaToken);
  }
}
