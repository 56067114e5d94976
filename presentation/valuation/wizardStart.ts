import { ORIGINS, type PropertyFields, type ValuationOrigin } from '#domain/valuation/Property';
import type { WizardStep } from '#domain/valuation/wizardSteps';

/** Where the wizard starts (document 002 §4): a stored property, or a new one with what the link brought. */
export interface WizardStart {
  propertyId?: number;
  step?: WizardStep;
  origin: ValuationOrigin;
  referer?: string;
  agentId?: number;
  /** A place chosen before (the wizard started with a place): its city, country and coordinates. */
  location?: PropertyFields['location'];
}

/** The query of /my-properties/create as the wizard reads it (place, origin, referer, agent id). */
export interface WizardQuery {
  origin?: string;
  referer?: string;
  agentId?: string;
  lat?: string;
  lng?: string;
  city?: string;
  countryISO?: string;
  placeId?: string;
}

/**
 * A new property's start from the link's query: an unknown origin is the wizard's own, an agent id
 * is a positive integer, a place needs a city or coordinates; `referrer` is the browser's when the
 * link names none.
 */
export function wizardStartOf(
  query: WizardQuery,
  referrer: string | undefined,
): Pick<WizardStart, 'origin' | 'referer' | 'agentId' | 'location'> {
  const origin = (ORIGINS as readonly string[]).includes(query.origin ?? '')
    ? (query.origin as ValuationOrigin)
    : 'PropertyValuationWizard';
  const agentId = Number(query.agentId);
  const lat = Number(query.lat);
  const lng = Number(query.lng);
  return {
    origin,
    referer: query.referer ?? referrer,
    agentId: Number.isInteger(agentId) && agentId > 0 ? agentId : undefined,
    location:
      query.city || Number.isFinite(lat)
        ? {
            city: query.city,
            countryISO: query.countryISO?.toUpperCase(),
            placeId: query.placeId,
            ...(Number.isFinite(lat) && Number.isFinite(lng) && { latitude: lat, longitude: lng }),
          }
        : undefined,
  };
}
