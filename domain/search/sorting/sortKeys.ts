import type { Sorting } from '#domain/portal/Portal';

/**
 * What each sorting of document 001 §9 orders by, most significant first; the listing id
 * (newest first) breaks every tie so paging never repeats or skips a listing.
 *
 * - justForYou: listings matching more of the search's preferred* values first (document 001 §3:
 *   preferred variants rank rather than exclude), then higher plan tiers, then the freshest.
 * - biggestPriceDrops / biggestPriceIncreases: by the relative size of the last change; listings
 *   without such a change follow, freshest first.
 * - livingArea and numberOfRooms: biggest first (our choice; the documents name only the key);
 *   listings without the value follow.
 */
export type SortKey =
  | 'preferredMatches'
  | 'categoryRank'
  | 'updateDate'
  | 'price'
  | 'priceDropRatio'
  | 'priceIncreaseRatio'
  | 'livingArea'
  | 'rooms'
  | 'id';

export interface SortTerm {
  key: SortKey;
  direction: 'asc' | 'desc';
}

const desc = (key: SortKey): SortTerm => ({ key, direction: 'desc' });
const asc = (key: SortKey): SortTerm => ({ key, direction: 'asc' });

export const SORT_KEYS: Readonly<Record<Sorting, readonly SortTerm[]>> = {
  justForYou: [desc('preferredMatches'), desc('categoryRank'), desc('updateDate'), desc('id')],
  updateDate: [desc('updateDate'), desc('id')],
  priceAsc: [asc('price'), desc('id')],
  priceDesc: [desc('price'), desc('id')],
  biggestPriceDrops: [desc('priceDropRatio'), desc('updateDate'), desc('id')],
  biggestPriceIncreases: [desc('priceIncreaseRatio'), desc('updateDate'), desc('id')],
  livingArea: [desc('livingArea'), desc('id')],
  numberOfRooms: [desc('rooms'), desc('id')],
};
