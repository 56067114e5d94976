import { project, searchThumbnail } from './searchThumbnail';

// Zürich's box, roughly.
const zurich = { southwest: { lat: 47.32, lng: 8.45 }, northeast: { lat: 47.43, lng: 8.63 } };

describe("My home's map thumbnail", () => {
  it('projects in Web Mercator: the origin at the middle of the world, north up', () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(project({ lat: 0, lng: 180 }, 1).x).toBe(512);
    expect(project({ lat: 60, lng: 0 }, 0).y).toBeLessThan(project({ lat: 10, lng: 0 }, 0).y);
  });

  it("fits a place's box inside the frame, centred, with its pin in the middle", () => {
    const thumbnail = searchThumbnail({ filters: { location: { placeId: 'zurich' } } }, zurich)!;
    const { area, pin } = thumbnail;
    expect(area!.x).toBeGreaterThanOrEqual(10);
    expect(area!.y).toBeGreaterThanOrEqual(10);
    expect(area!.x + area!.width).toBeLessThanOrEqual(150);
    expect(area!.y + area!.height).toBeLessThanOrEqual(86);
    // The largest zoom that fits: one zoom level more would not.
    expect(area!.width * 2 > 140 || area!.height * 2 > 76).toBe(true);
    expect(pin!.x).toBeCloseTo(80, 0);
    expect(pin!.y).toBeCloseTo(48, 0);
  });

  it('draws each drawn polygon as a closed path and puts no pin', () => {
    const triangle = [
      { lat: 47.3, lng: 8.5 },
      { lat: 47.4, lng: 8.6 },
      { lat: 47.3, lng: 8.6 },
    ];
    const thumbnail = searchThumbnail({ filters: { location: { polygons: [triangle] } } }, undefined)!;
    expect(thumbnail.polygons).toHaveLength(1);
    expect(thumbnail.polygons[0]).toMatch(/^M[\d.]+ [\d.]+ L[\d.]+ [\d.]+ L[\d.]+ [\d.]+ Z$/);
    expect(thumbnail.pin).toBeUndefined();
  });

  it("draws nearby mode's circle around the place", () => {
    const thumbnail = searchThumbnail(
      {
        filters: { location: { placeId: 'zurich' } },
        nearbyArea: { center: { lat: 47.37, lng: 8.54 }, radiusM: 20_000 },
      },
      zurich,
    )!;
    expect(thumbnail.circle!.r).toBeGreaterThan(thumbnail.area!.width / 2);
  });

  it('gives a round distance for the scale bar, at most a third of the frame', () => {
    const { scale } = searchThumbnail({ filters: { location: { placeId: 'zurich' } } }, zurich)!;
    expect([1, 2, 5]).toContain(scale.meters / 10 ** Math.floor(Math.log10(scale.meters)));
    expect(scale.pixels).toBeGreaterThan(0);
    expect(scale.pixels).toBeLessThanOrEqual(160 / 3);
  });

  it('has nothing to draw for a search without a place, a polygon or a circle', () => {
    expect(searchThumbnail({ filters: { transactionType: 'Sell' } }, undefined)).toBeUndefined();
  });
});
