import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type {
  CanCreate,
  ListPropertiesQuery,
  PropertiesPage,
  PropertiesService,
  PropertyDraft,
  PropertyPatch,
  ValuationCaller,
  ValuationHistory,
  ValuationLimiter,
  ValuationMails,
  ValuationModel,
} from '#application/valuation/ports';
import { convertPrice, type ExchangeRates } from '#domain/portal/ExchangeRates';
import { domainError, type DomainError, notFound } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import {
  CREATABLE_COUNTRIES,
  PROPERTY_FIELDS,
  type PropertyField,
  rulesFor,
  validateFields,
} from '#domain/valuation/fieldRules';
import type { Property, PropertyFields, Valuation } from '#domain/valuation/Property';
import {
  type HistoryPeriod,
  periodMonths,
  revalueMonthly,
  TREND_WINDOW_MONTHS,
} from '#domain/valuation/valuationHistory';
import { applyStep, STEP_FIELDS } from '#domain/valuation/wizardSteps';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { propertyValuations, valuationProperties } from '#infrastructure/db/schema';

type PropertyRow = typeof valuationProperties.$inferSelect;
type ValuationRow = typeof propertyValuations.$inferSelect;

export interface SqlPropertiesServiceOptions {
  /** The countries a portal may create properties in (its valuation setting; none when it is off). */
  creatableCountries(portalId: string): readonly string[];
  rates(): Promise<ExchangeRates>;
  now?: () => Date;
  log?: { warn(object: object, message: string): void; info(object: object, message: string): void };
}

const PAGE_DEFAULT = 20;
const PAGE_MAX = 100;

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The fields a save carries: those with a value (a save never has to carry the steps still to come). */
function presentFields(fields: PropertyFields): PropertyField[] {
  return PROPERTY_FIELDS.filter((field) => {
    const [head, tail] = field.split('.') as [keyof PropertyFields, string | undefined];
    const outer = fields[head] as unknown;
    const value = tail === undefined ? outer : (outer as Record<string, unknown> | undefined)?.[tail];
    return !blank(value) && !(Array.isArray(value) && value.length === 0);
  });
}

const invalidField = (failure: { field: string; message: string; values?: Record<string, string | number> }) =>
  domainError('INVALID', 'PROPERTY_FIELD_INVALID', failure.message, { field: failure.field, values: failure.values });

/** Only the form fields of a body: never an id, owner or flag smuggled in with them. */
function formFields(input: PropertyFields): PropertyFields {
  const { location, propertyType, propertySubType, numberOf, area, amenities, constructionYear, condition } = input;
  const { sellingIntent, price } = input;
  const fields: PropertyFields = {
    location,
    propertyType,
    propertySubType,
    numberOf,
    area,
    amenities,
    constructionYear,
    condition,
    sellingIntent,
    price,
  };
  for (const key of Object.keys(fields) as (keyof PropertyFields)[]) if (fields[key] === undefined) delete fields[key];
  return fields;
}

/**
 * The properties service on drizzle (document 002 §7): owner-only (another profile's property is
 * "not found", never "forbidden": its existence is not disclosed), every save validated by the rule
 * table, the valuate call limited, checked complete and estimated by the valuation model.
 */
export class SqlPropertiesService implements PropertiesService {
  constructor(
    private readonly db: Database,
    private readonly model: ValuationModel,
    private readonly limiter: ValuationLimiter,
    private readonly mails: ValuationMails,
    private readonly options: SqlPropertiesServiceOptions,
  ) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  async createProperty(draft: PropertyDraft, caller: ValuationCaller): Promise<Result<Property, DomainError>> {
    if (caller.profileId === undefined) return err(profileRequired());
    const fields = formFields(draft);
    const creatable = this.options.creatableCountries(caller.portalId);
    // Document 002 §4: created on the first save, which is the address step's.
    const failures = validateFields(fields, [...new Set([...STEP_FIELDS.address, ...presentFields(fields)])], {
      creatableCountries: creatable,
    });
    if (failures.length > 0) return err(invalidField(failures[0]!));
    const now = this.now();
    const [row] = await this.db
      .insert(valuationProperties)
      .values({
        profileId: caller.profileId,
        portalId: caller.portalId,
        origin: draft.origin,
        referer: draft.referer ?? null,
        fields,
        selectedAgents: draft.selectedAgents ?? [],
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return ok(this.toProperty(row!, undefined));
  }

  async patchProperty(
    id: number,
    patch: PropertyPatch,
    caller: ValuationCaller,
  ): Promise<Result<Property, DomainError>> {
    const found = await this.owned(id, caller);
    if (!found.ok) return found;
    const current = found.value;
    const changes = formFields(patch);
    const fields = applyStep(current.fields, changes);
    const creatable = this.options.creatableCountries(current.portalId);
    const failures = validateFields(
      fields,
      presentFields(changes).concat(changes.location ? STEP_FIELDS.address : []),
      {
        creatableCountries: creatable,
      },
    );
    if (failures.length > 0) return err(invalidField(failures[0]!));
    const [row] = await this.db
      .update(valuationProperties)
      .set({
        fields,
        ...(patch.notificationsEnabled !== undefined && { notificationsEnabled: patch.notificationsEnabled }),
        ...(patch.consentGiven === true && { consentGiven: true }),
        updatedAt: this.now(),
      })
      .where(eq(valuationProperties.id, id))
      .returning();
    return ok(this.toProperty(row!, await this.valuationOf(row!)));
  }

  async valuate(id: number, caller: ValuationCaller): Promise<Result<Property, DomainError>> {
    const found = await this.owned(id, caller);
    if (!found.ok) return found;
    const limited = await this.limiter.consume(caller);
    if (!limited.ok) return limited;
    const row = found.value;
    const missing = validateFields(row.fields, PROPERTY_FIELDS, {
      creatableCountries: this.options.creatableCountries(row.portalId),
    });
    if (missing.length > 0)
      return err(
        domainError('UNPROCESSABLE', 'VALUATION_INVALID', 'Valuation.Form.Messages.Invalid', {
          field: missing[0]!.field,
        }),
      );
    return this.runValuation(row);
  }

  /** Estimates and stores a valuation; a model not ready postpones it (424, isValuationPostponed). */
  private async runValuation(row: PropertyRow): Promise<Result<Property, DomainError>> {
    const currency = rulesFor(row.fields.location?.countryISO)?.currency ?? 'EUR';
    const estimate = await this.model.estimate(row.fields, currency);
    if (!estimate.ok) {
      if (estimate.error.kind === 'FAILED_DEPENDENCY')
        await this.db
          .update(valuationProperties)
          .set({ isValuationPostponed: true, updatedAt: this.now() })
          .where(eq(valuationProperties.id, row.id));
      return estimate;
    }
    const now = this.now();
    const [valuation] = await this.db
      .insert(propertyValuations)
      .values({
        propertyId: row.id,
        priceMin: estimate.value.price.min,
        priceAvg: estimate.value.price.avg,
        priceMax: estimate.value.price.max,
        currency: estimate.value.currency,
        comparables: estimate.value.comparables,
        explanation: estimate.value.explanation,
        createdAt: now,
      })
      .returning();
    const [updated] = await this.db
      .update(valuationProperties)
      .set({ latestValuationId: valuation!.id, isValuationPostponed: false, updatedAt: now })
      .where(eq(valuationProperties.id, row.id))
      .returning();
    return ok(this.toProperty(updated!, valuation));
  }

  /**
   * The postponed valuations, completed once the model is ready (the job behind the 424): each
   * owner is told by e-mail. Returns how many were completed.
   */
  async completePostponed(): Promise<number> {
    await this.model.whenReady();
    const rows = await this.db
      .select()
      .from(valuationProperties)
      .where(and(eq(valuationProperties.isValuationPostponed, true), eq(valuationProperties.isArchived, false)));
    let completed = 0;
    for (const row of rows) {
      const result = await this.runValuation(row);
      if (!result.ok) {
        this.options.log?.warn({ propertyId: row.id, code: result.error.code }, 'postponed valuation not completed');
        continue;
      }
      completed += 1;
      await this.mails.valuationReady({ profileId: row.profileId, property: result.value });
    }
    return completed;
  }

  async getProperty(id: number, caller: ValuationCaller): Promise<Result<Property, DomainError>> {
    const found = await this.owned(id, caller);
    if (!found.ok) return found;
    return ok(this.toProperty(found.value, await this.valuationOf(found.value)));
  }

  async getValuationHistory(
    id: number,
    caller: ValuationCaller,
    period: HistoryPeriod = 'Year',
  ): Promise<Result<ValuationHistory, DomainError>> {
    const found = await this.owned(id, caller);
    if (!found.ok) return found;
    const valuation = await this.valuationOf(found.value);
    const currency = valuation?.currency ?? rulesFor(found.value.fields.location?.countryISO)?.currency ?? 'EUR';
    if (!valuation) return ok({ items: [], currency });
    const months = periodMonths(period, this.now());
    // The trend is fitted on a year of listings whatever the period shown (TREND_WINDOW_MONTHS).
    const window = periodMonths('Year', this.now());
    const levels = await this.monthlyLevels(found.value.fields, window[window.length - 1 - TREND_WINDOW_MONTHS]!);
    const latest = { min: valuation.priceMin, avg: valuation.priceAvg, max: valuation.priceMax };
    return ok({ items: revalueMonthly(latest, months, levels), currency });
  }

  /**
   * The place's statistics month by month: the median asking price per m² of the sale listings of
   * the property's type within 10 km created in each month (the history re-values from it).
   */
  private async monthlyLevels(fields: PropertyFields, from: string) {
    const { latitude, longitude, countryISO } = fields.location ?? {};
    if (latitude === undefined || longitude === undefined) return [];
    const dLat = 10_000 / 111_320;
    const dLng = dLat / Math.max(0.2, Math.cos((latitude * Math.PI) / 180));
    const result = await this.db.execute(sql`
      select to_char(date_trunc('month', created_at), 'YYYY-MM-DD') as month,
             percentile_cont(0.5) within group (order by price_eur / living_area) as level,
             count(*)::int as n
        from listings
       where country_iso = ${countryISO ?? ''} and transaction_type = 'Sell' and type = ${fields.propertyType ?? 'Apartment'}
         and living_area > 0 and price_interval = 'Once' and price_show
         and latitude between ${latitude - dLat} and ${latitude + dLat}
         and longitude between ${longitude - dLng} and ${longitude + dLng}
         and created_at >= ${from}::date
       group by 1 order by 1`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      month: string;
      level: number;
      n: number;
    }[];
    return rows.filter((r) => r.n >= 3).map((r) => ({ month: r.month, level: Number(r.level), sampleSize: r.n }));
  }

  async listProperties(
    query: ListPropertiesQuery,
    caller: ValuationCaller,
  ): Promise<Result<PropertiesPage, DomainError>> {
    if (caller.ownProfileIds.length === 0) return err(profileRequired());
    const where = and(
      inArray(valuationProperties.profileId, [...caller.ownProfileIds]),
      eq(valuationProperties.isArchived, false),
      query.valuatedOnly ? isNotNull(valuationProperties.latestValuationId) : undefined,
      query.origins?.length ? inArray(valuationProperties.origin, query.origins) : undefined,
    );
    const ascending = query.sort === 'Ascending';
    const order = ascending
      ? [asc(valuationProperties.createdAt), asc(valuationProperties.id)]
      : [desc(valuationProperties.createdAt), desc(valuationProperties.id)];
    const rows = await this.db
      .select()
      .from(valuationProperties)
      .where(where)
      .orderBy(...order)
      .limit(Math.min(PAGE_MAX, query.count ?? PAGE_DEFAULT))
      .offset(query.skip ?? 0);
    const [{ total }] = (await this.db.select({ total: count() }).from(valuationProperties).where(where)) as [
      { total: number },
    ];
    const valuationIds = rows.map((row) => row.latestValuationId).filter((v): v is number => v !== null);
    const valuations = valuationIds.length
      ? await this.db.select().from(propertyValuations).where(inArray(propertyValuations.id, valuationIds))
      : [];
    const byId = new Map(valuations.map((v) => [v.id, v]));
    const rates = query.currencyId ? await this.options.rates() : undefined;
    const properties = rows.map((row) => {
      const property = this.toProperty(row, row.latestValuationId ? byId.get(row.latestValuationId) : undefined);
      return rates && query.currencyId ? inCurrency(property, query.currencyId, rates) : property;
    });
    return ok({ properties, total: Number(total) });
  }

  async canCreate(countryISO: string, caller: ValuationCaller): Promise<Result<CanCreate, DomainError>> {
    const creatable = this.options.creatableCountries(caller.portalId);
    const country = countryISO.toUpperCase();
    // Document 002 §8: "Unsupported country: 'Not supported'".
    return ok(creatable.includes(country) ? { canCreate: true } : { canCreate: false, reason: 'Not supported' });
  }

  async archiveProperty(id: number, caller: ValuationCaller): Promise<Result<Property, DomainError>> {
    const found = await this.owned(id, caller);
    if (!found.ok) return found;
    const [row] = await this.db
      .update(valuationProperties)
      .set({ isArchived: true, updatedAt: this.now() })
      .where(eq(valuationProperties.id, id))
      .returning();
    return ok(this.toProperty(row!, await this.valuationOf(row!)));
  }

  async addProductOffering(
    id: number,
    productOfferingId: string,
    caller: ValuationCaller,
  ): Promise<Result<Property, DomainError>> {
    const found = await this.owned(id, caller);
    if (!found.ok) return found;
    const offerings = found.value.productOfferings;
    const next = offerings.some((o) => o.productOfferingId === productOfferingId)
      ? offerings
      : [...offerings, { productOfferingId }];
    const [row] = await this.db
      .update(valuationProperties)
      .set({ productOfferings: next, updatedAt: this.now() })
      .where(eq(valuationProperties.id, id))
      .returning();
    return ok(this.toProperty(row!, await this.valuationOf(row!)));
  }

  /** The caller's own, live property; anything else is not found (no IDOR: ids are guessable). */
  private async owned(id: number, caller: ValuationCaller): Promise<Result<PropertyRow, DomainError>> {
    if (caller.ownProfileIds.length === 0) return err(profileRequired());
    const [row] = await this.db
      .select()
      .from(valuationProperties)
      .where(
        and(
          eq(valuationProperties.id, id),
          inArray(valuationProperties.profileId, [...caller.ownProfileIds]),
          eq(valuationProperties.isArchived, false),
        ),
      );
    return row ? ok(row) : err(notFound('PROPERTY_NOT_FOUND', `Property ${id} is not found`, 'id'));
  }

  private async valuationOf(row: PropertyRow): Promise<ValuationRow | undefined> {
    if (row.latestValuationId === null) return undefined;
    const [valuation] = await this.db
      .select()
      .from(propertyValuations)
      .where(eq(propertyValuations.id, row.latestValuationId));
    return valuation;
  }

  private toProperty(row: PropertyRow, valuation: ValuationRow | undefined): Property {
    return {
      id: row.id,
      ...row.fields,
      notificationsEnabled: row.notificationsEnabled,
      origin: row.origin,
      ...(row.referer && { referer: row.referer }),
      portalId: row.portalId,
      selectedAgents: row.selectedAgents,
      productOfferings: row.productOfferings,
      ...(valuation && { latestValuation: toValuation(valuation) }),
      isArchived: row.isArchived,
      isValuationPostponed: row.isValuationPostponed,
      consentGiven: row.consentGiven,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}

const profileRequired = () => domainError('UNAUTHORIZED', 'PROFILE_REQUIRED', 'A profile is required');

function toValuation(row: ValuationRow): Valuation {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    price: { min: row.priceMin, avg: row.priceAvg, max: row.priceMax },
    currency: row.currency,
    comparables: row.comparables,
    explanation: row.explanation,
  };
}

/** GET /properties with currencyId: the latest valuation shown in the visitor's currency. */
function inCurrency(property: Property, currencyId: string, rates: ExchangeRates): Property {
  const valuation = property.latestValuation;
  if (!valuation || valuation.currency === currencyId) return property;
  const to = (value: number) => convertPrice(value, valuation.currency, currencyId, rates);
  return {
    ...property,
    latestValuation: {
      ...valuation,
      currency: currencyId,
      price: { min: to(valuation.price.min), avg: to(valuation.price.avg), max: to(valuation.price.max) },
    },
  };
}

export { CREATABLE_COUNTRIES };
