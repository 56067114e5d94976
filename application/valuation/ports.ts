import type { ServiceIdentifier } from 'inversify';
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
import type { HistoryPeriod } from '#domain/valuation/valuationHistory';

/**
 * Who calls the properties service. The embedded service reads it directly; the http adapter sends
 * the bearer token (the service reads the profiles from it) and the service reads the client's
 * address from the request.
 */
export interface ValuationCaller {
  /** The current profile: new properties belong to it. */
  profileId?: number;
  /** The profiles whose properties the caller may read and change (current and identified ones). */
  ownProfileIds: readonly number[];
  /** The client's address: valuations are limited per profile and per address. */
  clientIp?: string;
  /** The portal the caller is on (its valuation setting and countries decide what may be created). */
  portalId: string;
}

/** POST /properties: "body property (portalId, origin, referer, selectedAgents, form fields)". */
export interface PropertyDraft extends PropertyFields {
  portalId: string;
  origin: ValuationOrigin;
  referer?: string;
  selectedAgents?: SelectedAgent[];
}

/** PATCH /properties/{id}: form fields, the notification toggle, the consent of the last step. */
export interface PropertyPatch extends PropertyFields {
  notificationsEnabled?: boolean;
  consentGiven?: boolean;
}

/** GET /properties: "query sort, skip, count, origins, currencyId, valuatedOnly". */
export interface ListPropertiesQuery {
  sort?: 'Ascending' | 'Descending';
  skip?: number;
  count?: number;
  origins?: ValuationOrigin[];
  currencyId?: string;
  valuatedOnly?: boolean;
}

export interface PropertiesPage {
  properties: Property[];
  total: number;
}

/** GET /properties/{propertyId}/valuationhistory: "items, currency". */
export interface ValuationHistory {
  items: { date: string; price: PriceRange }[];
  currency: string;
}

/** GET /properties/cancreate: "canCreate, reason". */
export interface CanCreate {
  canCreate: boolean;
  reason?: string;
}

/** The valuation service's calls (document 002 §7), owner-only: another profile's property is not found. */
export interface PropertiesService {
  createProperty(draft: PropertyDraft, caller: ValuationCaller): Promise<Result<Property, DomainError>>;
  patchProperty(id: number, patch: PropertyPatch, caller: ValuationCaller): Promise<Result<Property, DomainError>>;
  /** The captcha is the edge's (its token checked before); here: the limits, the rules, the estimate. */
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
 * valuation is then postponed (FAILED_DEPENDENCY, 424) and completed when it is.
 */
export interface ValuationModel {
  estimate(property: PropertyFields, currency: string): Promise<Result<Estimate, DomainError>>;
  /** Resolves once every country's model is fitted (immediately when it already is). */
  whenReady(): Promise<void>;
}
export const ValuationModel: ServiceIdentifier<ValuationModel> = Symbol.for('valuation.ValuationModel');

/** Valuations allowed per profile and per client address (TOO_MANY_REQUESTS, 429, beyond). */
export interface ValuationLimiter {
  consume(caller: Pick<ValuationCaller, 'profileId' | 'clientIp'>): Promise<Result<void, DomainError>>;
}
export const ValuationLimiter: ServiceIdentifier<ValuationLimiter> = Symbol.for('valuation.ValuationLimiter');

/** Tells an owner their postponed valuation is ready (document: "the owner is told by e-mail"). */
export interface ValuationMails {
  valuationReady(input: { profileId: number; property: Property }): Promise<void>;
}
export const ValuationMails: ServiceIdentifier<ValuationMails> = Symbol.for('valuation.ValuationMails');
