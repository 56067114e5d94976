import type { ImportedLocation } from './ImportedListing';
import { nearbyArea, type PlaceCandidate, placeImportedListing } from './placeImportedListing';

const town = (
  placeId: string,
  names: Record<string, string>,
  lat: number,
  lng: number,
  region = 'Region',
): PlaceCandidate => ({
  placeId,
  type: 'locality',
  names,
  latitude: lat,
  longitude: lng,
  ancestorIds: ['XX', `XX-${region}`],
  ancestorNames: ['Country', region],
  localityNames: names,
});
const area = (placeId: string, postcode: string, parent: PlaceCandidate): PlaceCandidate => ({
  ...parent,
  placeId,
  type: 'postal_code',
  names: { en: postcode },
  postcode,
  ancestorIds: [...parent.ancestorIds, parent.placeId],
});
const where = (location: Partial<ImportedLocation>): ImportedLocation => ({
  countryIso: 'XX',
  showAddress: false,
  ...location,
});

const munich = town('munich', { en: 'Munich', de: 'München' }, 48.138, 11.575, 'Bavaria');
const dachau = town('dachau', { en: 'Dachau' }, 48.26, 11.434, 'Bavaria');
const neustadtA = town('neustadt-a', { en: 'Neustadt' }, 49.0, 8.0, 'Pfalz');
const neustadtB = town('neustadt-b', { en: 'Neustadt' }, 50.0, 10.0, 'Hessen');
const none = { byPostcode: [], byTown: [], near: [] };

describe('placeImportedListing: where an imported listing stands (docs/import.md)', () => {
  it('takes the town nearest the coordinates, keeping the coordinates', () => {
    const placed = placeImportedListing(
      where({ latitude: 48.14, longitude: 11.58, town: 'Dachau' }),
      { ...none, near: [dachau, munich] },
      'de',
    );
    expect(placed).toEqual({
      ok: true,
      value: expect.objectContaining({
        placeId: 'munich',
        locality: 'München',
        latitude: 48.14,
        longitude: 11.58,
        geocodeLevel: 'City',
      }),
    });
  });

  it('refuses coordinates with no town within reach rather than taking a far one', () => {
    expect(placeImportedListing(where({ latitude: 45, longitude: 2 }), { ...none, near: [munich] }, 'de')).toEqual({
      ok: false,
      reason: 'PlaceNotFound',
    });
  });

  it("places by the town's name in any language and case, without accents mattering, at the town's centre", () => {
    const placed = placeImportedListing(where({ town: 'MUNCHEN' }), { ...none, byTown: [munich] }, 'en');
    expect(placed.ok && placed.value).toMatchObject({ placeId: 'munich', locality: 'Munich', latitude: 48.138 });
  });

  it('tells two towns of one name apart by the region, and refuses to guess without it', () => {
    const lookup = { ...none, byTown: [neustadtA, neustadtB] };
    expect(placeImportedListing(where({ town: 'Neustadt', region: 'Hessen' }), lookup, 'de')).toMatchObject({
      ok: true,
      value: { placeId: 'neustadt-b' },
    });
    expect(placeImportedListing(where({ town: 'Neustadt' }), lookup, 'de')).toEqual({
      ok: false,
      reason: 'PlaceAmbiguous',
    });
  });

  it('places by postcode first, in the postcode area', () => {
    const placed = placeImportedListing(
      where({ postcode: '80331', town: 'Elsewhere' }),
      { ...none, byPostcode: [area('m-80331', '80331', munich)] },
      'de',
    );
    expect(placed.ok && placed.value).toMatchObject({
      placeId: 'm-80331',
      ancestorPlaceIds: ['XX', 'XX-Bavaria', 'munich', 'm-80331'],
      geocodeLevel: 'Postcode',
    });
  });

  it('refuses a town it does not know', () => {
    expect(placeImportedListing(where({ town: 'Atlantis' }), none, 'de')).toEqual({
      ok: false,
      reason: 'PlaceNotFound',
    });
  });
});

describe('nearbyArea', () => {
  it('gives points of one 0.1° cell one key and an area that reaches 25 km around the cell', () => {
    const a = nearbyArea(48.131, 11.571);
    expect(nearbyArea(48.199, 11.599).key).toBe(a.key);
    expect(a.south).toBeLessThan(48.1 - 0.2);
    expect(a.north).toBeGreaterThan(48.2 + 0.2);
    expect(a.east - 11.6).toBeGreaterThan(0.33);
  });
});
