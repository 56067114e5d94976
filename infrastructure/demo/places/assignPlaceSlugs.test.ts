import { assignPlaceSlugs } from './assignPlaceSlugs';
import type { PlaceNode } from './buildGeography';

const viewport = { northeast: { lat: 1, lng: 1 }, southwest: { lat: 0, lng: 0 } };
const everywhere = (name: string) => ({ de: name, en: name, es: name, fr: name, it: name, pt: name });
const node = (
  placeId: string,
  type: PlaceNode['type'],
  name: string,
  parentId: string | null,
  population = 0,
  countryIso = 'CH',
): PlaceNode => ({
  placeId,
  type,
  parentId,
  countryIso,
  names: everywhere(name),
  latitude: 0,
  longitude: 0,
  viewport,
  population,
  isEU: false,
  ancestorIds: parentId ? [countryIso, ...(parentId === countryIso ? [] : [parentId])] : [],
});

const nodes: PlaceNode[] = [
  {
    ...node('CH', 'country', 'Switzerland', null),
    names: { ...everywhere('Schweiz'), en: 'Switzerland', fr: 'Suisse' },
  },
  node('CH-bern', 'administrative_area_level_1', 'Bern', 'CH', 1_000_000),
  node('CH-zurich', 'administrative_area_level_1', 'Zürich', 'CH', 1_500_000),
  node('CH-bern-bern', 'locality', 'Bern', 'CH-bern', 130_000),
  node('CH-zurich-zurich', 'locality', 'Zürich', 'CH-zurich', 430_000),
  node('CH-bern-neustadt', 'locality', 'Neustadt', 'CH-bern', 500),
  node('CH-zurich-neustadt', 'locality', 'Neustadt', 'CH-zurich', 900),
  node('DE-x-bern', 'locality', 'Bern', 'DE-x', 10, 'DE'),
];

describe('assignPlaceSlugs', () => {
  const rows = assignPlaceSlugs(nodes);
  const current = (placeId: string, language: string) =>
    rows.find((r) => r.placeId === placeId && r.language === language && !r.isObsolete)?.slug;

  it('gives every place one current slug per portal language', () => {
    for (const n of nodes) expect(rows.filter((r) => r.placeId === n.placeId && !r.isObsolete)).toHaveLength(6);
    expect(current('CH', 'fr')).toBe('suisse');
    expect(current('CH', 'en')).toBe('switzerland');
  });

  it('gives the town the plain slug and qualifies the region of the same name', () => {
    expect(current('CH-bern-bern', 'de')).toBe('bern');
    expect(current('CH-bern', 'de')).toBe('bern-region');
    expect(current('CH-bern', 'it')).toBe('bern-regione');
  });

  it('qualifies the smaller of two same-named towns with its region', () => {
    expect(current('CH-zurich-neustadt', 'en')).toBe('neustadt');
    expect(current('CH-bern-neustadt', 'en')).toBe('neustadt-bern');
  });

  it('is unique per country and language, but the same slug may exist in another country', () => {
    const keys = rows.map((r) => `${r.countryIso}|${r.language}|${r.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(current('DE-x-bern', 'de')).toBe('bern');
  });

  it('keeps the former umlaut-free German slug as obsolete, for redirects', () => {
    expect(current('CH-zurich-zurich', 'de')).toBe('zuerich');
    expect(rows).toContainEqual({
      placeId: 'CH-zurich-zurich',
      countryIso: 'CH',
      language: 'de',
      slug: 'zurich',
      isObsolete: true,
    });
  });
});
