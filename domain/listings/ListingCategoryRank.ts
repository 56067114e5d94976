import type { ListingCategory } from './Listing';

/**
 * Plan tiers from lowest to highest, for the "premium and above" / "from global upward" rules
 * of document 002 §6.
 *
 * The tier ids (document 001 §3: basic 5, classic 1, premium 2, premiumPlus 3, luxury 4,
 * global 6, elite 7, basicPlus 8) are creation order, not rank: basicPlus, id 8, is plainly a
 * step above basic. Document 002 §3 is the one place that lists the tiers in another order,
 * "basic, basicPlus, classic, premium, global, premiumPlus, luxury, elite", and it puts
 * basicPlus second, so that list is ranked rather than sorted by id. We take it as the rank.
 * Consequence: global sits between premium and premiumPlus, so "from global upward" (agent
 * bio, sticky panel, lead-form agent, extended layout) covers global, premiumPlus, luxury and
 * elite, and plain premium gets the vendor agency but not the extended layout.
 */
export const LISTING_CATEGORY_RANK: readonly ListingCategory[] = [
  'basic',
  'basicPlus',
  'classic',
  'premium',
  'global',
  'premiumPlus',
  'luxury',
  'elite',
];

export function categoryRank(category: ListingCategory): number {
  const rank = LISTING_CATEGORY_RANK.indexOf(category);
  if (rank < 0) throw new Error(`Unknown listing category: ${String(category)}`);
  return rank;
}

/** "premium and above", "from classic": true for `floor` itself and every higher tier. */
export function isCategoryAtLeast(category: ListingCategory, floor: ListingCategory): boolean {
  return categoryRank(category) >= categoryRank(floor);
}
