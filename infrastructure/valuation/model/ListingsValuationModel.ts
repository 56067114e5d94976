import type { Estimate, ValuationModel } from '#application/valuation/ports';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { estimateValue, fitValuationModelInSteps } from '#domain/valuation/estimate/estimateValue';
import type { HedonicModel } from '#domain/valuation/estimate/hedonicModel';
import type { Subject } from '#domain/valuation/estimate/trainingRow';
import { COUNTRY_RULES, RULE_COUNTRIES } from '#domain/valuation/fieldRules';
import type { PropertyFields } from '#domain/valuation/Property';
import type { Database } from '#infrastructure/db/DatabaseToken';
import type { ExchangeRatesReader } from '#infrastructure/db/exchangeRates/ExchangeRatesReader';
import { loadListingTitles, loadSubjectPlace, loadTrainingRows } from './loadTrainingRows';

/** Too few listings in a country to fit a model on (the valuation is then invalid there). */
const MIN_ROWS = 30;

export interface ListingsValuationModelOptions {
  /** Refit this often (new listings, changed prices); 0: fit once. */
  refitEveryMs?: number;
  now?: () => Date;
  log?: { info(object: object, message: string): void };
}

/** The subject the model reads from a property: its characteristics and coordinates; undefined when it misses one. */
export function subjectOf(property: PropertyFields, now: Date): Subject | undefined {
  const { latitude, longitude } = property.location ?? {};
  const living = property.area?.living;
  if (latitude === undefined || longitude === undefined || !living || !property.propertyType) return undefined;
  const year = property.constructionYear;
  return {
    type: property.propertyType,
    livingArea: living,
    landArea: property.area?.land,
    rooms: property.numberOf?.rooms ?? (property.numberOf?.bedrooms ?? 0) + 1,
    constructionYear: year,
    condition: property.condition,
    amenities: property.amenities ?? [],
    isNewBuild: property.condition === 'New' || (year !== undefined && year >= now.getUTCFullYear() - 2),
    latitude,
    longitude,
  };
}

/**
 * The automated valuation model over the listings data: one hedonic model per country of the rule
 * table, fitted in the background on start (valuations asked meanwhile are postponed: 424) and
 * refitted periodically. Estimates combine it with the comparables (domain/valuation/estimate).
 */
export class ListingsValuationModel implements ValuationModel {
  private models = new Map<string, HedonicModel>();
  private fitted?: Promise<void>;
  private ready = false;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly rates: Pick<ExchangeRatesReader, 'current'>,
    private readonly options: ListingsValuationModelOptions = {},
  ) {}

  /** Starts fitting (once); resolves when every country is fitted. */
  whenReady(): Promise<void> {
    this.fitted ??= this.fit().then(() => {
      this.ready = true;
      const every = this.options.refitEveryMs ?? 0;
      if (every > 0) {
        this.timer = setInterval(() => void this.fit().catch(() => undefined), every);
        this.timer.unref();
      }
    });
    return this.fitted;
  }

  isReady(): boolean {
    return this.ready;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** The fitted model of a country (the bench reads it). */
  modelOf(country: string): HedonicModel | undefined {
    return this.models.get(country);
  }

  async estimate(property: PropertyFields, currency: string): Promise<Result<Estimate, DomainError>> {
    if (!this.ready) {
      void this.whenReady().catch(() => undefined);
      return err(domainError('FAILED_DEPENDENCY', 'VALUATION_POSTPONED', 'Valuation.Form.Messages.Postponed'));
    }
    const now = this.options.now?.() ?? new Date();
    const country = property.location?.countryISO ?? '';
    const model = this.models.get(country);
    const subject = subjectOf(property, now);
    if (!model || !subject)
      return err(
        domainError('UNPROCESSABLE', 'VALUATION_INVALID', 'Valuation.Form.Messages.Invalid', {
          field: subject ? 'location.countryISO' : 'location',
        }),
      );
    const placeId = property.location?.placeId;
    const place = placeId ? await loadSubjectPlace(this.db, placeId) : undefined;
    const estimate = estimateValue(model, { ...subject, place }, { now, currency });
    const titles = await loadListingTitles(
      this.db,
      estimate.comparables.map((c) => c.listingId),
    );
    const comparables = estimate.comparables.map((c) => ({ ...c, ...titles.get(c.listingId) }));
    return ok({ ...estimate, comparables, currency });
  }

  private async fit(): Promise<void> {
    const started = Date.now();
    const rates = await this.rates.current();
    const models = new Map<string, HedonicModel>();
    for (const country of RULE_COUNTRIES) {
      const rows = await loadTrainingRows(this.db, country, COUNTRY_RULES[country].currency, rates);
      if (rows.length < MIN_ROWS) continue;
      // The fit and each fold of its calibration in turn, the event loop served between them (about
      // 0.2 s of CPU each at 20,000 listings), so requests do not wait for a whole country's fit.
      const steps = fitValuationModelInSteps(country, rows);
      for (let step = steps.next(); ; step = steps.next()) {
        if (step.done) {
          models.set(country, step.value);
          break;
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    this.models = models;
    this.options.log?.info(
      { countries: [...models.keys()], ms: Date.now() - started },
      'valuation model fitted over the listings',
    );
  }
}
