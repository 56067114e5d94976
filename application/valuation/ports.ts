import type { ServiceIdentifier } from 'inversify';
import type { ExchangeRates } from '#domain/portal/ExchangeRates';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type {
  Comparable,
  PriceRange,
  Property,
  PropertyFields,
  SelectedAgent,
  ValuationExplanation,
  ValuationOrigin,
} from '#domain/valuation/Property';
import type { HistoryPeriod, MonthlyLevel } from '#domain/valuation/valuationHistory';
import type {
  CanCreate,
  ListPropertiesQuery,
  PropertiesPage,
  PropertyDraft,
  PropertyPatch,
  ValuationCaller,
  ValuationHistory,
} from './calls';

// The calls' shapes live in ./calls (presentation reads them there); adapters and handlers may keep reading them here.
export * from './calls';

/**
 * The valuation service's calls (document 002 §7) as the browser makes them (HttpPropertiesService):
 * presentation calls it directly. On the server the use cases are the handlers, over PropertyStore.
 */
export interface PropertiesService {
  createProperty(draft: PropertyDraft, caller: ValuationCaller): Promise<Result<Property, DomainError>>;
  patchProperty(id: number, patch: PropertyPatch, caller: ValuationCaller): Promise<Result<Property, DomainError>>;
  valuate(id: number, caller: ValuationCaller, captchaToken?: string): Promise<Result<Property, DomainError>>;
  getProperty(id: number, caller: ValuationCaller): Promise<Result<Property, DomainError>>;
  getValuationHistory(
    id: number,
    caller: ValuationCaller,
    period?: HistoryPeriod,
  ): Promise<Result<ValuationHistory, DomainError>>;
  listProperties(query: ListPropertiesQuery, caller: ValuationCaller): Promise<Result<PropertiesPage, DomainError>>;
  canCreate(countryISO: string, caller: ValuationCaller): Promise<Result<CanCreate, DomainError>>;
  archiveProperty(id: number, caller: ValuationCaller): Promise<Result<Property, DomainError>>;
  addProductOffering(
    id: number,
    productOfferingId: string,
    caller: ValuationCaller,
  ): Promise<Result<Property, DomainError>>;
}
export const PropertiesService: ServiceIdentifier<PropertiesService> = Symbol.for('valuation.PropertiesService');

/** What the automated valuation model answers for one property. */
export interface Estimate {
  price: PriceRange;
  currency: string;
  comparables: Comparable[];
  explanation: ValuationExplanation;
}

/**
 * The automated valuation model over the listings data. Not ready while it is being fitted: the
 * valuation is then postponed (FAILED_DEPENDENCY, 424) and completed when it is. A remote valuation
 * service values a property by its id (POST /properties/{id}/valuate, which asks for the captcha
 * token, document 002 §5): hence the property and the token; the embedded model reads the fields.
 */
export interface ValuationModel {
  estimate(property: Property, currency: string, captchaToken?: string): Promise<Result<Estimate, DomainError>>;
  /** Resolves once every country's model is fitted (immediately when it already is). */
  whenReady(): Promise<void>;
}
export const ValuationModel: ServiceIdentifier<ValuationModel> = Symbol.for('valuation.ValuationModel');

/**
 * Valuations allowed per profile and per client address (TOO_MANY_REQUESTS, 429, beyond). Counted
 * by the portal (memory, or Redis shared by its nodes), never asked of a remote valuation service.
 */
export interface ValuationLimiter {
  consume(caller: Pick<ValuationCaller, 'profileId' | 'clientIp'>): Promise<Result<void, DomainError>>;
}
export const ValuationLimiter: ServiceIdentifier<ValuationLimiter> = Symbol.for('valuation.ValuationLimiter');

/** Tells an owner their postponed valuation is ready (document: "the owner is told by e-mail"). */
export interface ValuationMails {
  valuationReady(input: { profileId: number; property: Property }): Promise<void>;
}
export const ValuationMails: ServiceIdentifier<ValuationMails> = Symbol.for('valuation.ValuationMails');

/** The portal's valuation setting: the countries it may create properties in (none when valuation is off). */
export interface ValuationSettings {
  creatableCountries(portalId: string): readonly string[];
}
export const ValuationSettings: ServiceIdentifier<ValuationSettings> = Symbol.for('valuation.ValuationSettings');

/** The clock of the valuation use cases (saves, valuations and history months are dated by it). */
export const ValuationClock: ServiceIdentifier<Clock> = Symbol.for('valuation.Clock');

/** The current exchange rates (GET /properties with currencyId shows the valuations in that currency). */
export interface ValuationRates {
  current(): Promise<ExchangeRates>;
}
export const ValuationRates: ServiceIdentifier<ValuationRates> = Symbol.for('valuation.ValuationRates');

/** The place's statistics the history re-values from: the portal's own listings, month by month. */
export interface ValuationMarket {
  /** Monthly median asking price per m² near the property since `from` (YYYY-MM-DD), with sample sizes. */
  monthlyLevels(fields: PropertyFields, from: string): Promise<MonthlyLevel[]>;
}
export const ValuationMarket: ServiceIdentifier<ValuationMarket> = Symbol.for('valuation.ValuationMarket');

/** A property as the first save creates it (document 002 §4 "created on the first save"). */
export interface NewProperty {
  profileId: number;
  portalId: string;
  origin: ValuationOrigin;
  referer?: string;
  selectedAgents: SelectedAgent[];
  fields: PropertyFields;
}

/** A later save: the fields as the step leaves them, the step's own changes, the toggles. */
export interface PropertySave {
  /** The property's fields after the step (what an embedded store writes). */
  fields: PropertyFields;
  /** The step's changes (what a remote service is sent: it applies a PATCH as a step itself). */
  changes: PropertyFields;
  notificationsEnabled?: boolean;
  consentGiven?: boolean;
}

/** The rows GET /properties reads: the owners', live or archived as asked, filtered and paged. */
export interface StoredPropertiesQuery {
  owners: readonly number[];
  archived: boolean;
  valuatedOnly: boolean;
  origins?: readonly ValuationOrigin[];
  sort: 'Ascending' | 'Descending';
  skip: number;
  count: number;
}

/**
 * The valued properties' rows (document 002 §3): reads and writes of decided outcomes, nothing
 * decided here. Reads are scoped to the owners the handler names; whether a caller may see a
 * property, and what a save may hold, are the handlers' rules.
 */
export interface PropertyStore {
  /** The property if one of `owners` owns it, archived or not (undefined otherwise). */
  find(id: number, owners: readonly number[]): Promise<Property | undefined>;
  list(query: StoredPropertiesQuery): Promise<PropertiesPage>;
  create(property: NewProperty, at: Date): Promise<Property>;
  save(id: number, save: PropertySave, at: Date): Promise<Property>;
  archive(id: number, at: Date): Promise<Property>;
  addProductOffering(id: number, productOfferingId: string, at: Date): Promise<Property>;
  /** Records an estimate as the latest valuation and clears the postponement. */
  saveValuation(id: number, estimate: Estimate, at: Date): Promise<Property>;
  /** Document 002 §8: "424 on valuate: valuation postponed; property marked isValuationPostponed". */
  markPostponed(id: number, at: Date): Promise<void>;
  /**
   * The postponed valuations with their owners, for the job that completes them. Optional: a
   * remote valuation service completes its own postponed valuations (README).
   */
  listPostponed?(): Promise<{ profileId: number; property: Property }[]>;
}
export const PropertyStore: ServiceIdentifier<PropertyStore> = Symbol.for('valuation.PropertyStore');
