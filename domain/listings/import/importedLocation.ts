import type { CountryCodes } from './CountryCodes';
import type { ImportedLocation } from './ImportedListing';
import { type ListingChecks, defined } from './ListingChecks';

export interface RawLocation {
  country?: string;
  postcode?: string;
  town?: string;
  region?: string;
  address?: string;
  latitude?: string;
  longitude?: string;
  showAddress: boolean;
}

/**
 * Where a listing stands, as far as the feed alone can tell: a known country, and a postcode or a
 * town or coordinates to place it by. Coordinates come in pairs within the globe; one without the
 * other, or (0, 0) off the coast of Africa, is an exporter's default, not a position.
 */
export function importedLocation(
  checks: ListingChecks,
  countries: CountryCodes,
  raw: RawLocation,
): ImportedLocation | undefined {
  const countryIso = raw.country === undefined ? undefined : countries.alpha2(raw.country);
  if (raw.country === undefined) checks.reject('location.country', 'Required');
  else if (!countryIso) checks.reject('location.country', 'UnknownCountry', raw.country);
  const latitude = checks.number('location.latitude', raw.latitude, { min: -90, max: 90 });
  const longitude = checks.number('location.longitude', raw.longitude, { min: -180, max: 180 });
  const pair = latitude !== undefined && longitude !== undefined && !(latitude === 0 && longitude === 0);
  if ((raw.latitude === undefined) !== (raw.longitude === undefined))
    checks.reject('location.coordinates', 'Required', raw.latitude ?? raw.longitude);
  if (!raw.postcode && !raw.town && !pair) checks.reject('location', 'Required');
  if (!countryIso || !checks.ok) return undefined;
  return {
    countryIso,
    ...defined({ postcode: raw.postcode, town: raw.town, region: raw.region, address: raw.address }),
    ...(pair ? { latitude, longitude } : {}),
    showAddress: raw.showAddress && raw.address !== undefined,
  };
}
