import type { PriceRange, Property, PropertyFields, SelectedAgent, ValuationOrigin } from '#domain/valuation/Property';
import { currentProfileIdOf, ownProfileIdsOf, type ProfileClaims } from '#domain/identity/ownProfiles';

/*
 * The valuation calls' shapes (document 002 §7): who calls, what each call takes and answers. The
 * handlers take and answer them, so presentation reads them here, never from the ports.
 */

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

/** The valuation caller of a verified session (none: nobody's, only cancreate answers), at its address and portal. */
export function valuationCallerOf(
  session: ProfileClaims | undefined,
  request: { clientIp: string; portalId: string },
): ValuationCaller {
  return { ...request, profileId: currentProfileIdOf(session), ownProfileIds: ownProfileIdsOf(session) };
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
