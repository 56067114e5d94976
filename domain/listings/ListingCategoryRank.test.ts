import { LISTING_CATEGORIES } from './Listing';
import { LISTING_CATEGORY_RANK, categoryRank, isCategoryAtLeast } from './ListingCategoryRank';

describe('listing category rank', () => {
  it('ranks every category of document 001 §3 exactly once', () => {
    expect([...LISTING_CATEGORY_RANK].sort()).toEqual(Object.keys(LISTING_CATEGORIES).sort());
  });

  it('follows the order of document 002 §3', () => {
    expect(LISTING_CATEGORY_RANK).toEqual([
      'basic',
      'basicPlus',
      'classic',
      'premium',
      'global',
      'premiumPlus',
      'luxury',
      'elite',
    ]);
    expect(categoryRank('basic')).toBe(0);
    expect(categoryRank('elite')).toBe(7);
  });

  it('compares tiers including the floor itself', () => {
    expect(isCategoryAtLeast('premium', 'premium')).toBe(true);
    expect(isCategoryAtLeast('global', 'premium')).toBe(true);
    expect(isCategoryAtLeast('classic', 'premium')).toBe(false);
    expect(isCategoryAtLeast('premiumPlus', 'global')).toBe(true);
    expect(isCategoryAtLeast('premium', 'global')).toBe(false);
  });

  it('throws on a category outside the plan tiers', () => {
    expect(() => categoryRank('gold' as never)).toThrow('Unknown listing category');
  });
});
