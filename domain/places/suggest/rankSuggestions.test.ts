import { rankSuggestions, type SuggestionCandidate } from './rankSuggestions';

const place = (
  placeId: string,
  type: SuggestionCandidate['type'],
  population: number,
  lat = 0,
  lng = 0,
  exact = false,
): SuggestionCandidate => ({ placeId, type, latitude: lat, longitude: lng, population, exact });

describe('ranking suggestions', () => {
  it('puts places within the radius first (document 001 §9: radius 100000)', () => {
    const far = place('far', 'locality', 900_000, 10, 10);
    const close = place('close', 'locality', 2_000, 46.2, 6.1);
    expect(
      rankSuggestions([far, close], { location: { lat: 46.2, lng: 6.15 }, radius: 100_000 }).map((p) => p.placeId),
    ).toEqual(['close', 'far']);
  });
  it('then exact names, countries, towns before regions, big towns first', () => {
    const ranked = rankSuggestions([
      place('town-small', 'locality', 1_000),
      place('region', 'administrative_area_level_1', 50_000),
      place('town-big', 'locality', 90_000),
      place('exact', 'postal_code', 0, 0, 0, true),
    ]);
    expect(ranked.map((p) => p.placeId)).toEqual(['exact', 'town-big', 'town-small', 'region']);
  });
});
