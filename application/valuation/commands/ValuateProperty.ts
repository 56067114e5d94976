import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { Property } from '#domain/valuation/Property';
import { PropertiesService, type ValuationCaller } from '../ports';

/** POST /properties/{id}/valuate: 429 over the limits, 422 invalid, 424 postponed (document 002 §8). */
@injectable()
export class ValuatePropertyHandler {
  constructor(@inject(PropertiesService) private readonly properties: PropertiesService) {}

  execute(input: {
    id: number;
    caller: ValuationCaller;
    captchaToken?: string;
  }): Promise<Result<Property, DomainError>> {
    return this.properties.valuate(input.id, input.caller, input.captchaToken);
  }
}
