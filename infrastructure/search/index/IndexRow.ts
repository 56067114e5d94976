/** A listing as the search index reads it from the database (snake_case, as the SQL returns it; lists joined by LIST_SEPARATOR). */
export interface IndexRow {
  id: number;
  country_iso: string;
  is_archived: boolean;
  listing_class: string;
  transaction_type: string;
  type: string;
  sub_type: string | null;
  category: string;
  price_eur: number;
  rooms: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  floor: number | null;
  living_m2: number | null;
  amenities: string;
  proximities: string;
  views: string;
  orientations: string;
  available_from: string | null;
  account_id: number | null;
  agent_user_id: number | null;
  reference: string;
  postcode: string | null;
  ancestor_place_ids: string;
  latitude: number;
  longitude: number;
  updated_at: number;
  created_at: number;
  price_change_ratio: number | null;
  price_last_change_type: string | null;
  price_last_change_date: number | null;
  /** The first listing of the property this one repeats (markDuplicates), null on the first or a lone listing. */
  duplicate_of: number | null;
}

/** Joins the text arrays of an IndexRow (no token or place id holds it). */
export const LIST_SEPARATOR = '\x1f';
const list = (column: string) => `coalesce(array_to_string(${column}, E'\\x1f'), '') as ${column}`;

/**
 * The columns the index reads, with timestamps as epoch milliseconds (same numbers on both
 * drivers) and text arrays joined by LIST_SEPARATOR: a split is much cheaper than the drivers'
 * array parsers at a million rows.
 */
export const INDEX_COLUMNS = `id, country_iso, is_archived, listing_class, transaction_type, type, sub_type, category, price_eur, rooms, bedrooms,
  bathrooms, floor, living_m2, ${list('amenities')}, ${list('proximities')}, ${list('views')}, ${list('orientations')},
  available_from::text as available_from, account_id, agent_user_id,
  reference, postcode, ${list('ancestor_place_ids')}, latitude, longitude,
  (extract(epoch from updated_at) * 1000)::float8 as updated_at, (extract(epoch from created_at) * 1000)::float8 as created_at,
  price_change_ratio, price_last_change_type, (extract(epoch from price_last_change_date) * 1000)::float8 as price_last_change_date, duplicate_of`;
