import { holdsAreaNoUrlCarries, isSearchStored } from './searchStorage';

const square = [
  { lat: 46.1, lng: 6.1 },
  { lat: 46.2, lng: 6.1 },
  { lat: 46.2, lng: 6.2 },
];

describe('isSearchStored (document 001 §6: crawlers get results and no stored search)', () => {
  it("stores a visitor's search on their profile", () => {
    expect(isSearchStored({ isCrawler: false, profileId: '12', filters: {} })).toBe(true);
  });
  it('stores nothing for a crawler, nor when the execution says saveInDb false', () => {
    expect(isSearchStored({ isCrawler: true, profileId: '12', filters: { location: { polygon: square } } })).toBe(
      false,
    );
    expect(isSearchStored({ saveInDb: false, isCrawler: false, profileId: '12', filters: {} })).toBe(false);
  });
  it('stores nothing for a visitor without a profile: a page view writes nothing', () => {
    expect(isSearchStored({ saveInDb: true, isCrawler: false, filters: {} })).toBe(false);
    expect(isSearchStored({ isCrawler: false, filters: { location: { placeId: 'ch-zurich' } } })).toBe(false);
  });
  it('stores the area a visitor without a profile drew, which only a stored search carries (document 002 §2)', () => {
    expect(isSearchStored({ isCrawler: false, filters: { location: { polygon: square } } })).toBe(true);
  });
});

describe('holdsAreaNoUrlCarries (document 002 §2)', () => {
  it('is true for drawn polygons and a map viewport, false for places', () => {
    expect(holdsAreaNoUrlCarries({ location: { polygons: [square] } })).toBe(true);
    expect(holdsAreaNoUrlCarries({ location: { excludedPolygons: [square] } })).toBe(true);
    expect(
      holdsAreaNoUrlCarries({ location: { viewport: { northeast: square[1], southwest: square[0] } } as never }),
    ).toBe(true);
    expect(holdsAreaNoUrlCarries({ location: { placeId: 'ch-geneva' } })).toBe(false);
    expect(holdsAreaNoUrlCarries({})).toBe(false);
  });
});
