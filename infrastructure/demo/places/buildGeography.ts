import type { PlaceType, Viewport } from '#domain/places/Place';
import type { Language } from '#domain/portal/Portal';
import { DEMO_COUNTRIES, DEMO_LANGUAGES, type DemoCountry, regionLanguage } from '../demoCountries';
import { matchFrenchPostcodes } from './frenchPostcodes';
import { enclosingViewport, localityRadiusKm, offsetPoint, viewportAround } from './geometry';
import { type SourceCity, loadCities, loadCountryNames, loadFrenchCommunes } from './placeSources';
import { nameIn } from './endonyms';
import { slugify } from './slugify';

export interface PlaceNode {
  placeId: string;
  type: PlaceType;
  parentId: string | null;
  countryIso: string;
  names: Record<string, string>;
  latitude: number;
  longitude: number;
  viewport: Viewport;
  population?: number;
  postcode?: string;
  isEU: boolean;
  /** Country down to the parent. */
  ancestorIds: string[];
}

/** A place listings are put in, with what the generator needs to know about it. */
export interface DemoLocality {
  node: PlaceNode;
  country: DemoCountry;
  /** As the data package spells it: the key of regional price factors. */
  regionName: string;
  /** By language, as shown in texts. */
  regionNames: Record<string, string>;
  language: Language;
  radiusKm: number;
  postcodes: PlaceNode[];
}

export interface Geography {
  /** Parents before children: insert in this order. */
  nodes: PlaceNode[];
  localities: DemoLocality[];
  localitiesByCountry: Map<string, DemoLocality[]>;
}

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

const sameInEveryLanguage = (name: string): Record<string, string> =>
  Object.fromEntries(DEMO_LANGUAGES.map((l) => [l, name]));

/** English keeps the data package's name; the other languages their own name, else the local one. */
const namesOf = (countryIso: string, name: string, isRegion: boolean): Record<string, string> =>
  Object.fromEntries(DEMO_LANGUAGES.map((l) => [l, nameIn(countryIso, name, isRegion, l)]));

/**
 * Country → region (administrative_area_level_1) → locality → postal_code (France), from real data.
 * Regions sit at their capital; viewports enclose their children. Deterministic: no randomness here.
 */
export function buildGeography(countries: readonly DemoCountry[] = DEMO_COUNTRIES): Geography {
  const cities = loadCities(countries.map((c) => c.iso));
  const { communes, regionNames: frenchRegionNames } = loadFrenchCommunes();
  const postcodes = matchFrenchPostcodes(cities, communes, frenchRegionNames);
  const nodes: PlaceNode[] = [];
  const localities: DemoLocality[] = [];
  const localitiesByCountry = new Map<string, DemoLocality[]>();

  for (const country of countries) {
    const countryCities = cities.filter((c) => c.countryIso === country.iso);
    const countryId = country.iso;
    const regionsByName = groupBy(countryCities, (c) => c.regionName);
    const regionNodes: PlaceNode[] = [];
    const childNodes: PlaceNode[] = [];
    const countryLocalities: DemoLocality[] = [];
    const usedIds = new Set<string>();

    for (const [regionName, regionCities] of regionsByName) {
      const capital = regionCities.find((c) => c.capital === 'admin' || c.capital === 'primary') ?? regionCities[0];
      const regionId = uniqueId(`${countryId}-${slugify(regionName, 'en')}`, usedIds);
      const regionNames = namesOf(country.iso, regionName, true);
      const localityNodes: PlaceNode[] = [];
      for (const city of regionCities) {
        const radiusKm = localityRadiusKm(city.population);
        const node: PlaceNode = {
          placeId: uniqueId(`${regionId}-${slugify(city.name, 'en')}`, usedIds),
          type: 'locality',
          parentId: regionId,
          countryIso: country.iso,
          names: namesOf(country.iso, city.name, false),
          latitude: city.latitude,
          longitude: city.longitude,
          viewport: viewportAround(city.latitude, city.longitude, radiusKm),
          population: city.population,
          isEU: country.isEU,
          ancestorIds: [countryId, regionId],
        };
        const codes = postcodes.get(city) ?? [];
        if (codes.length === 1) node.postcode = codes[0];
        const postcodeNodes = postcodePlaces(node, city, codes, radiusKm, usedIds);
        localityNodes.push(node);
        childNodes.push(node, ...postcodeNodes);
        countryLocalities.push({
          node,
          country,
          regionName,
          regionNames,
          language: regionLanguage(country, regionName),
          radiusKm,
          postcodes: postcodeNodes,
        });
      }
      regionNodes.push({
        placeId: regionId,
        type: 'administrative_area_level_1',
        parentId: countryId,
        countryIso: country.iso,
        names: regionNames,
        latitude: capital.latitude,
        longitude: capital.longitude,
        viewport: enclosingViewport(localityNodes.map((n) => n.viewport)),
        population: sum(regionCities.map((c) => c.population)),
        isEU: country.isEU,
        ancestorIds: [countryId],
      });
    }

    const capital = countryCities.find((c) => c.capital === 'primary') ?? countryCities[0];
    nodes.push(
      {
        placeId: countryId,
        type: 'country',
        parentId: null,
        countryIso: country.iso,
        names: loadCountryNames(country.iso, DEMO_LANGUAGES),
        latitude: capital.latitude,
        longitude: capital.longitude,
        viewport: enclosingViewport(regionNodes.map((n) => n.viewport)),
        population: sum(regionNodes.map((n) => n.population ?? 0)),
        isEU: country.isEU,
        ancestorIds: [],
      },
      ...regionNodes,
      ...childNodes,
    );
    localities.push(...countryLocalities);
    localitiesByCountry.set(country.iso, countryLocalities);
  }
  return { nodes, localities, localitiesByCountry };
}

/** Postcode areas of a town, spread around its centre so a map of them looks like a town's districts. */
function postcodePlaces(
  locality: PlaceNode,
  city: SourceCity,
  codes: readonly string[],
  radiusKm: number,
  usedIds: Set<string>,
): PlaceNode[] {
  const areaRadius = Math.max(0.8, radiusKm / Math.sqrt(codes.length));
  const taken: PlaceNode[] = [];
  codes.forEach((postcode, i) => {
    const placeId = `${locality.countryIso}-${postcode}`;
    // Neighbouring communes can share a postcode: the bigger town, met first, keeps it.
    if (usedIds.has(placeId)) return;
    usedIds.add(placeId);
    const centre =
      codes.length === 1
        ? { latitude: city.latitude, longitude: city.longitude }
        : offsetPoint(
            city.latitude,
            city.longitude,
            radiusKm * 0.65 * Math.sqrt((i + 0.5) / codes.length),
            i * GOLDEN_ANGLE,
          );
    taken.push({
      placeId,
      type: 'postal_code',
      parentId: locality.placeId,
      countryIso: locality.countryIso,
      names: sameInEveryLanguage(postcode),
      latitude: centre.latitude,
      longitude: centre.longitude,
      viewport: viewportAround(centre.latitude, centre.longitude, areaRadius),
      postcode,
      isEU: locality.isEU,
      ancestorIds: [...locality.ancestorIds, locality.placeId],
    });
  });
  return taken;
}

function uniqueId(base: string, used: Set<string>): string {
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
