import type { Viewport } from '#domain/places/Place';
import { locationModesFor, SMALL_PLACE_DIAGONAL_M } from './locationModesFor';
import { nearbyArea } from './nearbyArea';
import { resolveLocationMode } from './resolveLocationMode';

/** A square viewport at the equator whose diagonal is `diagonalM` metres. */
function viewportOfDiagonal(diagonalM: number): Viewport {
  const metresPerDegree = (2 * Math.PI * 6371000) / 360;
  const half = diagonalM / (2 * Math.SQRT2 * metresPerDegree);
  return { northeast: { lat: half, lng: half }, southwest: { lat: -half, lng: -half } };
}
const BIG = viewportOfDiagonal(50_000);
const SMALL = viewportOfDiagonal(SMALL_PLACE_DIAGONAL_M - 1);

describe('location modes per place type (document 001 §4)', () => {
  it.each([
    'postal_code',
    'administrative_area_level_1',
    'administrative_area_level_2',
    'administrative_area_level_3',
    'administrative_area_level_4',
    'country',
  ] as const)('%s allows mapArea or exact, default exact', (type) => {
    expect(locationModesFor({ type, viewport: BIG })).toEqual({ allowed: ['mapArea', 'exact'], default: 'exact' });
  });

  it.each(['locality', 'neighborhood', 'colloquial_area', 'administrative_area_level_5', 'continent'] as const)(
    '%s allows nearby, mapArea and exact, default nearby',
    (type) => {
      expect(locationModesFor({ type, viewport: BIG })).toEqual({
        allowed: ['nearby', 'mapArea', 'exact'],
        default: 'nearby',
      });
    },
  );

  it('treats a place of at most 5900 m diagonal as small, whatever its type', () => {
    expect(locationModesFor({ type: 'postal_code', viewport: SMALL }).default).toBe('nearby');
    expect(locationModesFor({ type: 'postal_code', viewport: viewportOfDiagonal(5900) }).default).toBe('nearby');
    expect(locationModesFor({ type: 'postal_code', viewport: viewportOfDiagonal(5902) }).default).toBe('exact');
  });

  it('keeps an allowed requested mode and falls back to the default otherwise', () => {
    const region = { type: 'administrative_area_level_1' as const, viewport: BIG };
    expect(resolveLocationMode({ mode: 'mapArea' }, region)).toBe('mapArea');
    expect(resolveLocationMode({ mode: 'nearby' }, region)).toBe('exact');
    expect(resolveLocationMode({}, { type: 'locality', viewport: BIG })).toBe('nearby');
    expect(resolveLocationMode({ exact: true }, { type: 'locality', viewport: BIG })).toBe('exact');
  });

  it('reaches 5000 m beyond a small place and 2000 m beyond a big locality', () => {
    const small = nearbyArea({ type: 'locality', viewport: viewportOfDiagonal(4000), latitude: 0, longitude: 0 });
    expect(small.radiusM).toBe(7000);
    const big = nearbyArea({ type: 'locality', viewport: viewportOfDiagonal(10_000), latitude: 0, longitude: 0 });
    expect(big.radiusM).toBe(7000);
  });
});
