import { inject, injectable } from 'inversify';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { rulesFor } from '#domain/valuation/fieldRules';
import {
  type HistoryPeriod,
  periodMonths,
  revalueMonthly,
  TREND_WINDOW_MONTHS,
} from '#domain/valuation/valuationHistory';
import { ownedProperty } from '../ownedProperty';
import { PropertyStore, type ValuationCaller, ValuationClock, type ValuationHistory, ValuationMarket } from '../ports';

/** A month with fewer listings than this tells no level (its median is one listing's price). */
const MIN_MONTH_SAMPLE = 3;

/** GET /properties/{propertyId}/valuationhistory: "items, currency" (periods of document 002 §3). */
@injectable()
export class GetValuationHistoryHandler {
  constructor(
    @inject(PropertyStore) private readonly store: PropertyStore,
    @inject(ValuationMarket) private readonly market: ValuationMarket,
    @inject(ValuationClock) private readonly clock: Clock,
  ) {}

  async execute(input: {
    id: number;
    caller: ValuationCaller;
    period?: HistoryPeriod;
  }): Promise<Result<ValuationHistory, DomainError>> {
    const found = await ownedProperty(this.store, input.id, input.caller);
    if (!found.ok) return found;
    const valuation = found.value.latestValuation;
    const currency = valuation?.currency ?? rulesFor(found.value.location?.countryISO)?.currency ?? 'EUR';
    if (!valuation) return ok({ items: [], currency });
    const now = this.clock.now();
    const months = periodMonths(input.period ?? 'Year', now);
    // The trend is fitted on a year of listings whatever the period shown (TREND_WINDOW_MONTHS).
    const window = periodMonths('Year', now);
    const levels = await this.market.monthlyLevels(found.value, window[window.length - 1 - TREND_WINDOW_MONTHS]);
    const counted = levels.filter((level) => level.sampleSize >= MIN_MONTH_SAMPLE);
    return ok({ items: revalueMonthly(valuation.price, months, counted), currency });
  }
}
