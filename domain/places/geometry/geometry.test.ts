import { boundingBox } from './boundingBox';
import { clampZoom } from './clampZoom';
import { haversineDistance } from './haversineDistance';
import { isBigLocality } from './isBigLocality';
import { normaliseViewport } from './normaliseViewport';
import { pointInPolygon } from './pointInPolygon';
import { roundCoordinate } from './roundCoordinate';
import { viewportDiagonal } from './viewportDiagonal';
import { wrapLongitude } from './wrapLongitude';

describe('map geometry (document 002 §9)', () => {
  it('rounds coordinates to 13 decimals', () => {
    expect(roundCoordinate(46.123456789012344)).toBe(46.1234567890123);
    expect(roundCoordinate(8.00000000000004)).toBe(8);
    expect(Object.is(roundCoordinate(-0.00000000000001), 0)).toBe(true);
  });

  it('wraps longitudes over -180..180', () => {
    expect(wrapLongitude(190)).toBe(-170);
    expect(wrapLongitude(-190)).toBe(170);
    expect(wrapLongitude(540)).toBe(180);
    expect(wrapLongitude(180)).toBe(180);
    expect(wrapLongitude(-180)).toBe(-180);
    expect(wrapLongitude(725)).toBe(5);
    expect(wrapLongitude(8.5)).toBe(8.5);
  });

  it('clamps the zoom to 3..20 by default and to configured limits', () => {
    expect(clampZoom(1)).toBe(3);
    expect(clampZoom(23)).toBe(20);
    expect(clampZoom(12.5)).toBe(12.5);
    expect(clampZoom(Number.NaN)).toBe(3);
    expect(clampZoom(2, { min: 1, max: 18 })).toBe(2);
  });

  it('measures great-circle distances with an earth radius of 6371000 m', () => {
    const zurich = { lat: 47.3769, lng: 8.5417 };
    const geneva = { lat: 46.2044, lng: 6.1432 };
    expect(haversineDistance(zurich, geneva)).toBeCloseTo(224_000, -3);
    // One degree of latitude on that sphere: 2πR / 360.
    expect(haversineDistance({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo((2 * Math.PI * 6371000) / 360, 3);
  });

  it('calls a locality big from an 8000 m viewport diagonal', () => {
    const square = (half: number) => ({ northeast: { lat: half, lng: half }, southwest: { lat: -half, lng: -half } });
    // The diagonal of a square 2h wide at the equator is about 2h·√2 degrees.
    const metresPerDegree = (2 * Math.PI * 6371000) / 360;
    const justBig = 8000 / (2 * Math.SQRT2 * metresPerDegree);
    expect(viewportDiagonal(square(justBig))).toBeCloseTo(8000, 0);
    expect(isBigLocality({ type: 'locality', viewport: square(justBig * 1.001) })).toBe(true);
    expect(isBigLocality({ type: 'locality', viewport: square(justBig * 0.999) })).toBe(false);
    expect(isBigLocality({ type: 'administrative_area_level_1', viewport: square(1) })).toBe(false);
  });

  it('tests points against polygons and boxes them', () => {
    const triangle = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 10 },
      { lat: 10, lng: 0 },
    ];
    expect(pointInPolygon({ lat: 2, lng: 2 }, triangle)).toBe(true);
    expect(pointInPolygon({ lat: 8, lng: 8 }, triangle)).toBe(false);
    expect(boundingBox(triangle)).toEqual({ northeast: { lat: 10, lng: 10 }, southwest: { lat: 0, lng: 0 } });
    expect(() => boundingBox([])).toThrow();
  });

  it('normalises a viewport: rounded, wrapped, a world-wide view kept whole', () => {
    expect(
      normaliseViewport({ northeast: { lat: 47.00000000000001, lng: 190 }, southwest: { lat: 46, lng: 170 } }),
    ).toEqual({ northeast: { lat: 47, lng: -170 }, southwest: { lat: 46, lng: 170 } });
    expect(normaliseViewport({ northeast: { lat: 95, lng: 300 }, southwest: { lat: -95, lng: -300 } })).toEqual({
      northeast: { lat: 90, lng: 180 },
      southwest: { lat: -90, lng: -180 },
    });
  });
});
