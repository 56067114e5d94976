import { Random } from '../Random';
import { characteristicsPremium, drawCondition, vintagePremium } from './characteristicPremia';

const plain = { amenities: [], views: [] };

describe('characteristicPremia', () => {
  it('prices the vintage as a U: period buildings over post-war ones, new builds highest', () => {
    expect(vintagePremium(1890)).toBeCloseTo(0.04);
    expect(vintagePremium(1945)).toBeCloseTo(0);
    expect(vintagePremium(1970)).toBeCloseTo(-0.06);
    expect(vintagePremium(1980)).toBeCloseTo(-0.045);
    expect(vintagePremium(2026)).toBeCloseTo(0.05);
    expect(vintagePremium(2030)).toBeCloseTo(0.05);
    expect(vintagePremium(undefined)).toBe(0);
  });

  it('prices the condition classes against a home in good condition', () => {
    const at = (condition: 'RequiresRenovation' | 'GoodCondition' | 'ExcellentCondition' | 'New') =>
      characteristicsPremium('CH', 'Apartment', { ...plain, condition, constructionYear: 1995 }) -
      characteristicsPremium('CH', 'Apartment', { ...plain, condition: 'GoodCondition', constructionYear: 1995 });
    expect(at('RequiresRenovation')).toBeCloseTo(-0.22);
    expect(at('ExcellentCondition')).toBeCloseTo(0.1);
    expect(at('New')).toBeCloseTo(0.12);
  });

  it('takes the best view only, and discounts a walk-up by its floor', () => {
    const base = characteristicsPremium('CH', 'Apartment', { ...plain, floor: 1 });
    expect(
      characteristicsPremium('CH', 'Apartment', { ...plain, floor: 1, views: ['Sea', 'Mountains'] }) - base,
    ).toBeCloseTo(0.1);
    expect(characteristicsPremium('CH', 'Apartment', { ...plain, floor: 4 }) - base).toBeCloseTo(-0.09);
    expect(characteristicsPremium('CH', 'Apartment', { ...plain, floor: 9 }) - base).toBeCloseTo(-0.12);
    expect(characteristicsPremium('CH', 'Apartment', { amenities: ['Lift'], views: [], floor: 4 }) - base).toBeCloseTo(
      0.06,
    );
    // A house has no floor in a building: the floor is not priced.
    expect(characteristicsPremium('CH', 'House', { ...plain, floor: 4 })).toBe(
      characteristicsPremium('CH', 'House', plain),
    );
  });

  it('prices the amenities of each type by its own table', () => {
    const apartment = (amenities: string[]) =>
      characteristicsPremium('CH', 'Apartment', { ...plain, amenities }) -
      characteristicsPremium('CH', 'Apartment', plain);
    const house = (amenities: string[]) =>
      characteristicsPremium('CH', 'House', { ...plain, amenities }) - characteristicsPremium('CH', 'House', plain);
    expect(apartment(['Terrace', 'Garage'])).toBeCloseTo(0.12);
    expect(house(['SwimmingPool', 'Garden'])).toBeCloseTo(0.12);
  });

  it('draws a condition from the building age: new builds New, old stock often to renovate', () => {
    expect(drawCondition(2026, true, 2026, Random.for(1, 'condition', 1))).toBe('New');
    const counts = (year: number) => {
      const seen: Record<string, number> = {};
      for (let id = 0; id < 2000; id += 1) {
        const condition = drawCondition(year, false, 2026, Random.for(1, 'condition', id));
        seen[condition] = (seen[condition] ?? 0) + 1;
      }
      return seen;
    };
    const old = counts(1960);
    const recent = counts(2018);
    expect(old.New).toBeUndefined();
    expect(old.RequiresRenovation! / 2000).toBeGreaterThan(0.25);
    expect((recent.RequiresRenovation ?? 0) / 2000).toBeLessThan(0.1);
    expect(counts(2025).New! / 2000).toBeGreaterThan(0.8);
    expect(drawCondition(1960, false, 2026, Random.for(7, 'condition', 3))).toBe(
      drawCondition(1960, false, 2026, Random.for(7, 'condition', 3)),
    );
  });
});
