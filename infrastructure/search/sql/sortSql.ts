import { type SQL, sql } from 'drizzle-orm';
import { LISTING_CATEGORY_RANK } from '#domain/listings/ListingCategoryRank';
import type { Sorting } from '#domain/portal/Portal';
import type { FloorCriterion, SearchCriteria } from '#domain/search/query/SearchCriteria';
import { SORT_KEYS, type SortKey } from '#domain/search/sorting/sortKeys';

const containsSql = (column: string, value: string): SQL =>
  sql`(${sql.raw(column)} @> ${sql.param([value])}::text[])::int`;

function floorMatchSql(floor: FloorCriterion): SQL {
  switch (floor.kind) {
    case 'exact':
      return sql`(l.floor = ${floor.floor})::int`;
    case 'basement':
      return sql`(l.floor < 0)::int`;
    case 'ground':
      return sql`(l.floor = 0)::int`;
    case 'upper':
      return sql`(l.floor >= 1)::int`;
  }
}

/** How many of the preferred values a listing has (document 001 §3: preferred variants rank first). */
function preferredMatchesSql(c: SearchCriteria): SQL | undefined {
  const terms: SQL[] = [
    ...c.preferred.amenities.map((v) => containsSql('l.amenities', v)),
    ...c.preferred.proximities.map((v) => containsSql('l.proximities', v)),
    ...c.preferred.views.map((v) => containsSql('l.views', v)),
    ...c.preferred.orientations.map((v) => containsSql('l.orientations', v)),
    ...c.preferred.floors.map((f) => sql`coalesce(${floorMatchSql(f)}, 0)`),
  ];
  return terms.length ? sql`(${sql.join(terms, sql` + `)})` : undefined;
}

// Migration 0025's search_listings_just_for_you_idx holds this expression as a key (sortIndexes.test).
const CATEGORY_RANK_SQL = sql.raw(
  `case l.category ${LISTING_CATEGORY_RANK.map((c, i) => `when '${c}' then ${i}`).join(' ')} else 0 end`,
);

function keySql(key: SortKey, c: SearchCriteria): SQL | undefined {
  switch (key) {
    case 'preferredMatches':
      return preferredMatchesSql(c);
    case 'categoryRank':
      return CATEGORY_RANK_SQL;
    case 'updateDate':
      return sql`l.updated_at`;
    case 'price':
      return sql`l.price_eur`;
    case 'priceDropRatio':
      return sql`(case when l.price_last_change_type = 'Drop' then -l.price_change_ratio end)`;
    case 'priceIncreaseRatio':
      return sql`(case when l.price_last_change_type = 'Increase' then l.price_change_ratio end)`;
    case 'livingArea':
      return sql`l.living_m2`;
    case 'rooms':
      return sql`l.rooms`;
    case 'id':
      return sql`l.id`;
  }
}

/**
 * ORDER BY for a sorting (domain/search/sorting/sortKeys): missing values last whatever the
 * direction. `first` puts a leading term before them (nearby listings after those in the place).
 */
export function orderBySql(sorting: Sorting, c: SearchCriteria, first?: SQL): SQL {
  const terms: SQL[] = first ? [first] : [];
  for (const term of SORT_KEYS[sorting]) {
    const expression = keySql(term.key, c);
    if (expression) terms.push(sql`${expression} ${sql.raw(term.direction)} nulls last`);
  }
  return sql.join(terms, sql`, `);
}
