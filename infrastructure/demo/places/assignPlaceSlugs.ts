import type { PlaceSlug } from '#domain/places/Place';
import { DEMO_LANGUAGES } from '../demoCountries';
import type { PlaceNode } from './buildGeography';
import { MAX_SLUG_LENGTH, slugify } from './slugify';

export interface PlaceSlugRow extends PlaceSlug {
  placeId: string;
  countryIso: string;
}

/** Added to a region's slug when a town of the same name already has it ("bern" the town, "bern-region" the canton). */
const REGION_WORD: Record<string, string> = {
  de: 'region',
  en: 'region',
  es: 'region',
  fr: 'region',
  it: 'regione',
  pt: 'regiao',
};

/** Who gets the plain slug when names clash: the country, then towns by size, then regions, then postcodes. */
const PRIORITY: Record<string, number> = { country: 0, locality: 1, administrative_area_level_1: 2, postal_code: 3 };

/**
 * Slugs in every portal language, unique per country and language. Clashes are settled by
 * qualifying the later place with its region (towns), a region word (regions) or a number.
 * German slugs once dropped umlauts (zurich) and now spell them out (zuerich): the old form is
 * kept as an obsolete slug, so old links redirect.
 */
export function assignPlaceSlugs(nodes: readonly PlaceNode[]): PlaceSlugRow[] {
  const byId = new Map(nodes.map((n) => [n.placeId, n]));
  const ordered = [...nodes].sort(
    (a, b) => PRIORITY[a.type] - PRIORITY[b.type] || (b.population ?? 0) - (a.population ?? 0),
  );
  const rows: PlaceSlugRow[] = [];
  const taken = new Set<string>();
  const current = new Map<string, string>();

  for (const language of DEMO_LANGUAGES) {
    for (const node of ordered) {
      const slug = claim(node, language, byId, current, taken);
      current.set(`${node.placeId}|${language}`, slug);
      rows.push({ placeId: node.placeId, countryIso: node.countryIso, language, slug, isObsolete: false });
    }
  }
  for (const node of ordered) {
    const name = node.names.de ?? node.names.en;
    const old = slugify(name, 'en');
    if (node.type === 'postal_code' || old === slugify(name, 'de') || !old) continue;
    const key = `${node.countryIso}|de|${old}`;
    if (taken.has(key)) continue;
    taken.add(key);
    rows.push({ placeId: node.placeId, countryIso: node.countryIso, language: 'de', slug: old, isObsolete: true });
  }
  return rows;
}

function claim(
  node: PlaceNode,
  language: string,
  byId: ReadonlyMap<string, PlaceNode>,
  current: ReadonlyMap<string, string>,
  taken: Set<string>,
): string {
  const name = node.names[language] ?? node.names.en;
  const parentSlug = node.parentId ? (current.get(`${node.parentId}|${language}`) ?? '') : '';
  const base =
    node.type === 'postal_code'
      ? slugify(`${parentSlug} ${name}`, language)
      : slugify(name, language) || slugify(node.placeId, language);
  const candidates = [base];
  if (node.type === 'locality') {
    const region = node.parentId ? byId.get(node.parentId) : undefined;
    if (region) candidates.push(join(base, slugify(region.names[language] ?? region.names.en, language)));
  } else if (node.type === 'administrative_area_level_1') {
    candidates.push(join(base, REGION_WORD[language] ?? 'region'));
  }
  for (const candidate of candidates) {
    if (tryTake(node.countryIso, language, candidate, taken)) return candidate;
  }
  const last = candidates[candidates.length - 1];
  for (let n = 2; ; n++) {
    const numbered = join(last.slice(0, MAX_SLUG_LENGTH - String(n).length - 1), String(n));
    if (tryTake(node.countryIso, language, numbered, taken)) return numbered;
  }
}

function tryTake(countryIso: string, language: string, slug: string, taken: Set<string>): boolean {
  const key = `${countryIso}|${language}|${slug}`;
  if (taken.has(key)) return false;
  taken.add(key);
  return true;
}

function join(head: string, tail: string): string {
  const joined = `${head}-${tail}`;
  return joined.length <= MAX_SLUG_LENGTH ? joined : joined.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
}
