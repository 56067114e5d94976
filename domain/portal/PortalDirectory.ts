import type { Language } from './Portal';

/**
 * The portals a visitor can switch to from the regional picker (document 000 §2 "Regional
 * pickers"): which country each serves and where it lives. The browser needs this list, and
 * presentation may not import config/, so it lives here; config/portals.ts can build its
 * PORTAL_ORIGINS from it (features/portal checks the two agree).
 */
export const COUNTRY_GROUPS = ['Africa', 'Asia', 'Europe', 'LatinAmerica', 'NorthAmerica'] as const;
export type CountryGroup = (typeof COUNTRY_GROUPS)[number];

export interface PortalEntry {
  id: string;
  name: string;
  /** The country served; null for the international portal. */
  countryISO: string | null;
  /** The picker's heading for the country; null for the international portal. */
  group: CountryGroup | null;
  /** The portal's public origin. */
  origin: string;
  defaultCulture: Language;
  /** The languages the portal is offered in (config/portals.ts), its default first. */
  cultures: readonly Language[];
}

export const PORTAL_DIRECTORY: readonly PortalEntry[] = [
  {
    id: 'ch',
    name: 'Homefinder Switzerland',
    countryISO: 'CH',
    group: 'Europe',
    origin: 'https://www.homefinder.ch',
    defaultCulture: 'de',
    cultures: ['de', 'fr', 'it', 'en'],
  },
  {
    id: 'fr',
    name: 'Homefinder France',
    countryISO: 'FR',
    group: 'Europe',
    origin: 'https://www.homefinder.fr',
    defaultCulture: 'fr',
    cultures: ['fr', 'en'],
  },
  {
    id: 'pt',
    name: 'Homefinder Portugal',
    countryISO: 'PT',
    group: 'Europe',
    origin: 'https://www.homefinder.pt',
    defaultCulture: 'pt',
    cultures: ['pt', 'en'],
  },
  {
    id: 'es',
    name: 'Homefinder España',
    countryISO: 'ES',
    group: 'Europe',
    origin: 'https://www.homefinder.es',
    defaultCulture: 'es',
    cultures: ['es', 'en'],
  },
  {
    id: 'it',
    name: 'Homefinder Italia',
    countryISO: 'IT',
    group: 'Europe',
    origin: 'https://www.homefinder.it',
    defaultCulture: 'it',
    cultures: ['it', 'en'],
  },
  {
    id: 'de',
    name: 'Homefinder Deutschland',
    countryISO: 'DE',
    group: 'Europe',
    origin: 'https://www.homefinder.de',
    defaultCulture: 'de',
    cultures: ['de', 'en'],
  },
  {
    id: 'international',
    name: 'Homefinder International',
    countryISO: null,
    group: null,
    origin: 'https://www.homefinder.com',
    defaultCulture: 'en',
    cultures: ['en', 'de', 'es', 'fr', 'it', 'pt'],
  },
];

export interface PortalGroup {
  group: CountryGroup;
  portals: PortalEntry[];
}

/** The country portals under the document's five headings, in that order; empty headings are left out. */
export function portalsByCountryGroup(directory: readonly PortalEntry[] = PORTAL_DIRECTORY): PortalGroup[] {
  return COUNTRY_GROUPS.map((group) => ({ group, portals: directory.filter((entry) => entry.group === group) })).filter(
    ({ portals }) => portals.length > 0,
  );
}

export interface PageLocation {
  origin: string;
  pathname: string;
  search: string;
  hash?: string;
}

/**
 * Where choosing another portal leads: "that portal's host with the same path and query".
 * On a development machine (localhost or *.localhost, which config/portals.ts maps to portals as
 * ch.localhost …) the visitor stays on the machine rather than being sent to production.
 */
export function portalSwitchUrl(
  target: Pick<PortalEntry, 'id' | 'origin'>,
  from: PageLocation,
  internationalId = 'international',
): string {
  const here = /^(https?:)\/\/(?:[a-z0-9-]+\.)?localhost(?::(\d+))?$/i.exec(from.origin);
  const origin = here
    ? `${here[1]}//${target.id === internationalId ? '' : `${target.id}.`}localhost${here[2] ? `:${here[2]}` : ''}`
    : target.origin;
  return `${origin}${from.pathname}${from.search}${from.hash ?? ''}`;
}
