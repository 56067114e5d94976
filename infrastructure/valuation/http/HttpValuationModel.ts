import type { Estimate, ValuationModel } from '#application/valuation/ports';
import type { DomainError } from '#domain/shared/DomainError';
import { domainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { Property } from '#domain/valuation/Property';
import { fromWire, type WireProperty } from '#domain/valuation/wire';
import type { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { VALUATION_ROUTES } from '#application/valuation/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';

/**
 * The valuation model of a remote valuation service: POST /properties/{id}/valuate (document 002
 * §7) values and records in one call, with the captcha token it asks for (§5). Its 424 (postponed),
 * 422 and 429 come back as they are; its own job completes what it postponed.
 */
export class HttpValuationModel implements ValuationModel {
  constructor(private readonly client: ServiceClient) {}

  async estimate(property: Property, _currency: string, captchaToken?: string): Promise<Result<Estimate, DomainError>> {
    const result = await this.client.request<{ property: WireProperty }>(
      VALUATION_ROUTES.valuate.method,
      pathOf(VALUATION_ROUTES.valuate, { id: property.id }),
      { body: { captchaToken } },
    );
    if (!result.ok) return result;
    const valuation = fromWire(result.value.property).latestValuation;
    if (!valuation)
      return err(
        domainError('EXTERNAL_ERROR', 'VALUATION_MISSING', 'Valuation.Form.Messages.Failure', { field: 'id' }),
      );
    const { price, currency, comparables, explanation } = valuation;
    return ok({ price, currency, comparables, explanation });
  }

  /** The service fits its own model: nothing to wait for here. */
  async whenReady(): Promise<void> {}
}
