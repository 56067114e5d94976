import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LISTING_CATEGORY_RANK } from '#domain/listings/ListingCategoryRank';
import { migrationsFolder } from '#infrastructure/db/migrationsFolder';

/**
 * The search projection's sort indexes (migration 0025) serve sortSql's ORDER BY only while their
 * keys are its expressions: the category rank is written out there, from LISTING_CATEGORY_RANK.
 * A new category or a new order needs a migration that rebuilds the index.
 */
test('the justForYou sort index ranks the categories as LISTING_CATEGORY_RANK does', () => {
  const migration = readFileSync(path.join(migrationsFolder, '0025_search_projection.sql'), 'utf8');
  const rank = `CASE "category" ${LISTING_CATEGORY_RANK.map((c, i) => `WHEN '${c}' THEN ${i}`).join(' ')} ELSE 0 END`;
  expect(migration).toContain(
    `"search_listings_just_for_you_idx" ON "search_listings" USING btree ("country_iso", "transaction_type", (${rank}) DESC NULLS LAST`,
  );
});
