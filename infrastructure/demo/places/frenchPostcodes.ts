import { slugify } from './slugify';
import type { SourceCity, SourceCommune } from './placeSources';

/** SimpleMaps spells a few French regions in English. */
const REGION_ALIASES: Record<string, string> = { corsica: 'corse' };

/**
 * Finds the postcodes of French localities by matching each city to its INSEE commune on
 * (region, name); where a name is shared inside a region the most populous commune wins.
 * Returns postcodes by the city's index in `cities`; unmatched cities simply have none.
 */
export function matchFrenchPostcodes(
  cities: readonly SourceCity[],
  communes: readonly SourceCommune[],
  regionNames: ReadonlyMap<string, string>,
): Map<SourceCity, string[]> {
  const byKey = new Map<string, SourceCommune>();
  for (const commune of communes) {
    const key = `${slugify(regionNames.get(commune.regionCode) ?? '', 'fr')}|${slugify(commune.name, 'fr')}`;
    const known = byKey.get(key);
    if (!known || commune.population > known.population) byKey.set(key, commune);
  }
  const matches = new Map<SourceCity, string[]>();
  for (const city of cities) {
    if (city.countryIso !== 'FR') continue;
    const region = slugify(city.regionName, 'fr');
    const regionKey = REGION_ALIASES[region] ?? region;
    const commune =
      byKey.get(`${regionKey}|${slugify(city.name, 'fr')}`) ??
      byKey.get(`${regionKey}|${slugify(city.nameAscii, 'fr')}`);
    if (commune) matches.set(city, [...new Set(commune.postcodes)].sort());
  }
  return matches;
}
