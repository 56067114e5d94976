import { estimateValue } from './estimateValue';
import { fitHedonicModel, leastSquares } from './hedonicModel';
import type { TrainingRow } from './trainingRow';

/** A small market with a known price per m² by town and a known premium for houses and new builds. */
function market(seedRows = 600): TrainingRow[] {
  let seed = 7;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const towns = [
    { id: 'A', region: 'R1', lat: 46.2, lng: 6.15, perM2: 12_000 },
    { id: 'B', region: 'R1', lat: 46.5, lng: 6.6, perM2: 9_000 },
    { id: 'C', region: 'R2', lat: 47.4, lng: 8.5, perM2: 14_000 },
  ];
  return Array.from({ length: seedRows }, (_, i) => {
    const town = towns[i % 3]!;
    const house = random() < 0.4;
    const living = 50 + random() * 150;
    const noise = Math.exp((random() - 0.5) * 0.2);
    const newBuild = random() < 0.1;
    return {
      listingId: i + 1,
      title: `Listing ${i}`,
      type: house ? 'House' : 'Apartment',
      livingArea: living,
      landArea: house ? 500 : undefined,
      rooms: Math.round(living / 25),
      constructionYear: 1990,
      amenities: [],
      isNewBuild: newBuild,
      latitude: town.lat + (random() - 0.5) * 0.02,
      longitude: town.lng + (random() - 0.5) * 0.02,
      placeId: town.id,
      localityId: town.id,
      locality: town.id,
      regionId: town.region,
      price: living * town.perM2 * (house ? 0.92 : 1) * (newBuild ? 1.15 : 1) * noise,
      createdAt: '2026-01-01T00:00:00Z',
    } satisfies TrainingRow;
  });
}

describe('the automated valuation model (hedonic model + comparables)', () => {
  it('solves least squares exactly on a noiseless line', () => {
    const xs = [1, 2, 3, 4].map((x) => [1, x]);
    const [a, b] = leastSquares(
      xs,
      xs.map(([, x]) => 3 + 2 * x!),
      0,
    );
    expect(a).toBeCloseTo(3, 6);
    expect(b).toBeCloseTo(2, 6);
  });

  it('recovers a town price level and puts the truth inside its range', () => {
    const model = fitHedonicModel('CH', market());
    const subject = {
      type: 'Apartment' as const,
      livingArea: 100,
      amenities: [],
      isNewBuild: false,
      latitude: 47.4,
      longitude: 8.5,
      rooms: 4,
      constructionYear: 1990,
    };
    const estimate = estimateValue(model, subject, { now: new Date('2026-03-01'), currency: 'CHF' });
    expect(Math.abs(estimate.price.avg / 1_400_000 - 1)).toBeLessThan(0.05);
    expect(estimate.price.min).toBeLessThan(1_400_000);
    expect(estimate.price.max).toBeGreaterThan(1_400_000);
    expect(estimate.comparables.length).toBeGreaterThan(0);
    expect(estimate.comparables.every((c) => c.distanceM < 10_000)).toBe(true);
  });

  it('widens the range where the model has no listings nearby', () => {
    const model = fitHedonicModel('CH', market());
    const at = (latitude: number, longitude: number) =>
      estimateValue(
        model,
        { type: 'Apartment', livingArea: 100, amenities: [], isNewBuild: false, latitude, longitude },
        { now: new Date('2026-03-01'), currency: 'CHF' },
      );
    const town = at(47.4, 8.5);
    const nowhere = at(45.9, 10.2);
    expect(nowhere.price.max / nowhere.price.min).toBeGreaterThan(town.price.max / town.price.min);
    expect(nowhere.comparables).toEqual([]);
  });
});
