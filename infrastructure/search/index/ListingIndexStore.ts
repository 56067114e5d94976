import { LISTING_CATEGORY_RANK } from '#domain/listings/ListingCategoryRank';
import type { ListingCategory } from '#domain/listings/Listing';
import { Dictionary } from './Dictionary';
import { type IndexRow, LIST_SEPARATOR } from './IndexRow';
import { SlotLists } from './SlotLists';
import { TokenSetColumn } from './TokenSetColumn';

/** Place path depth kept per listing: country, region, district, town, postcode, and one more. */
export const PLACE_DEPTH = 6;
/** Map cells of the spatial lists, in degrees (about 28 km north to south). */
export const CELL_DEGREES = 0.25;
const CELLS_PER_TURN = 360 / CELL_DEGREES;
/** Row and column of the map cell of a point. */
export const cellIndexes = (lat: number, lng: number): [number, number] => [
  Math.floor((lat + 90) / CELL_DEGREES),
  Math.floor((lng + 180) / CELL_DEGREES),
];
/** A cell as one number (the column past the last, at 180°, stays its own key). */
export const cellKey = (row: number, column: number): number => row * (CELLS_PER_TURN + 1) + column;
const cellOf = (lat: number, lng: number): number => cellKey(...cellIndexes(lat, lng));
const NONE_INT16 = -32768;
/** The key of a country's or a place's listings of one transaction type (dictionary codes; transactions stay under 256). */
export const marketKey = (code: number, transaction: number): number => code * 256 + transaction;
const DAY_MS = 86_400_000;
const NO_ITEMS: string[] = [];
const listOf = (joined: string): string[] => (joined === '' ? NO_ITEMS : joined.split(LIST_SEPARATOR));

/**
 * Live listings as columns of typed arrays (about 250 bytes a listing at a million, with the
 * slot lists; bench/searchIndex prints it): what search filters,
 * sorts, counts and clusters read, nothing else. Strings become dictionary codes, token lists
 * bit sets, missing numbers NaN (or a sentinel). Slots of removed listings are reused.
 */
export class ListingIndexStore {
  capacity = 0;
  /** One past the highest slot ever used: loops run to here and skip dead slots. */
  end = 0;
  private readonly free: number[] = [];
  readonly slotOf = new Map<number, number>();

  readonly countries = new Dictionary();
  readonly classes = new Dictionary();
  readonly transactions = new Dictionary();
  readonly types = new Dictionary();
  readonly subTypes = new Dictionary();
  readonly categories = new Dictionary();
  readonly postcodes = new Dictionary();
  readonly places = new Dictionary();
  readonly amenities: TokenSetColumn;
  readonly proximities: TokenSetColumn;
  readonly views: TokenSetColumn;
  readonly orientations: TokenSetColumn;

  live = new Uint8Array(0);
  id = new Int32Array(0);
  country = new Uint8Array(0);
  listingClass = new Uint8Array(0);
  transaction = new Uint8Array(0);
  type = new Uint8Array(0);
  subType = new Uint16Array(0);
  category = new Uint8Array(0);
  categoryRank = new Uint8Array(0);
  priceEur = new Float64Array(0);
  livingM2 = new Float64Array(0);
  rooms = new Float64Array(0);
  bedrooms = new Int16Array(0);
  bathrooms = new Int16Array(0);
  floor = new Int16Array(0);
  availableFromDay = new Float64Array(0);
  accountId = new Int32Array(0);
  agentUserId = new Int32Array(0);
  postcode = new Uint32Array(0);
  path = new Uint32Array(0);
  latitude = new Float64Array(0);
  longitude = new Float64Array(0);
  updatedAt = new Float64Array(0);
  createdAt = new Float64Array(0);
  changeRatio = new Float64Array(0);
  /** 0 none, 1 Drop, 2 Increase. */
  changeType = new Uint8Array(0);
  changeDate = new Float64Array(0);
  /** The id of the first listing of the property this one repeats (duplicate detection), 0 for none. */
  duplicateOf = new Int32Array(0);
  /** Where the listing of duplicateOf was last seen (firstSlotOf checks it before trusting it), -1 unknown. */
  private firstSlot = new Int32Array(0);
  reference: string[] = [];

  /**
   * Who holds which slots: the scanning loop starts from the smallest group that covers a search.
   * Countries and places are split by transaction type (marketKey), so a search for sales never
   * visits the rents of its country or place.
   */
  readonly byMarket = new SlotLists(0);
  readonly byPlace = new SlotLists(0, PLACE_DEPTH);
  readonly byAccount = new SlotLists(0);
  readonly byCell = new SlotLists(0);

  constructor(capacity = 1024) {
    this.amenities = new TokenSetColumn(0);
    this.proximities = new TokenSetColumn(0);
    this.views = new TokenSetColumn(0);
    this.orientations = new TokenSetColumn(0);
    this.grow(capacity);
  }

  get size(): number {
    return this.slotOf.size;
  }

  /**
   * Bytes in its typed arrays (columns, slot lists, token bits), outside the JavaScript heap: what
   * the soak bench prints as the index's share, exact where a node's memory before and after
   * holds whatever else the process did (PGlite's own memory among it).
   */
  typedArrayBytes(): number {
    let bytes = 0;
    for (const value of Object.values(this)) {
      if (ArrayBuffer.isView(value)) bytes += value.byteLength;
      else if (value instanceof SlotLists) bytes += value.bytes();
      else if (value instanceof TokenSetColumn) bytes += value.bits.byteLength;
    }
    return bytes;
  }

  upsert(row: IndexRow): void {
    if (row.is_archived) return this.remove(row.id);
    let slot = this.slotOf.get(row.id);
    if (slot === undefined) {
      slot = this.free.pop() ?? this.end++;
      if (slot >= this.capacity) this.grow(Math.max(1024, this.capacity * 2));
      this.slotOf.set(row.id, slot);
    } else {
      this.unlist(slot);
    }
    this.write(slot, row);
    this.list(slot);
  }

  /**
   * The slot of the first listing of the property a copy repeats (duplicateOf), undefined when
   * the index does not hold it. Remembered per copy and checked (live, same id) on every use, so
   * most searches skip the lookup in slotOf, a map of every listing.
   */
  firstSlotOf(slot: number): number | undefined {
    const first = this.duplicateOf[slot];
    const seen = this.firstSlot[slot];
    if (seen >= 0 && this.live[seen] === 1 && this.id[seen] === first) return seen;
    const found = this.slotOf.get(first);
    this.firstSlot[slot] = found ?? -1;
    return found;
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.unlist(slot);
    this.slotOf.delete(id);
    this.live[slot] = 0;
    this.free.push(slot);
  }

  private list(s: number): void {
    const transaction = this.transaction[s];
    this.byMarket.add(marketKey(this.country[s], transaction), s);
    for (let d = 0; d < PLACE_DEPTH; d++)
      if (this.path[s * PLACE_DEPTH + d] !== 0)
        this.byPlace.add(marketKey(this.path[s * PLACE_DEPTH + d], transaction), s, d);
    if (this.accountId[s] !== 0) this.byAccount.add(this.accountId[s], s);
    this.byCell.add(cellOf(this.latitude[s], this.longitude[s]), s);
  }

  private unlist(s: number): void {
    const transaction = this.transaction[s];
    this.byMarket.remove(marketKey(this.country[s], transaction), s);
    for (let d = 0; d < PLACE_DEPTH; d++)
      if (this.path[s * PLACE_DEPTH + d] !== 0)
        this.byPlace.remove(marketKey(this.path[s * PLACE_DEPTH + d], transaction), s, d);
    if (this.accountId[s] !== 0) this.byAccount.remove(this.accountId[s], s);
    this.byCell.remove(cellOf(this.latitude[s], this.longitude[s]), s);
  }

  private write(s: number, r: IndexRow): void {
    this.live[s] = 1;
    this.id[s] = r.id;
    this.country[s] = this.countries.code(r.country_iso);
    this.listingClass[s] = this.classes.code(r.listing_class);
    this.transaction[s] = this.transactions.code(r.transaction_type);
    this.type[s] = this.types.code(r.type);
    this.subType[s] = r.sub_type === null ? 0 : this.subTypes.code(r.sub_type);
    this.category[s] = this.categories.code(r.category);
    this.categoryRank[s] = Math.max(0, LISTING_CATEGORY_RANK.indexOf(r.category as ListingCategory));
    this.priceEur[s] = Number(r.price_eur);
    this.livingM2[s] = r.living_m2 === null ? Number.NaN : Number(r.living_m2);
    this.rooms[s] = r.rooms === null ? Number.NaN : Number(r.rooms);
    this.bedrooms[s] = r.bedrooms ?? NONE_INT16;
    this.bathrooms[s] = r.bathrooms ?? NONE_INT16;
    this.floor[s] = r.floor ?? NONE_INT16;
    this.availableFromDay[s] =
      r.available_from === null ? Number.NaN : Date.parse(`${r.available_from.slice(0, 10)}T00:00:00Z`) / DAY_MS;
    this.accountId[s] = r.account_id ?? 0;
    this.agentUserId[s] = r.agent_user_id ?? 0;
    this.postcode[s] = r.postcode === null ? 0 : this.postcodes.code(r.postcode);
    const path = listOf(r.ancestor_place_ids);
    for (let d = 0; d < PLACE_DEPTH; d++)
      this.path[s * PLACE_DEPTH + d] = d < path.length ? this.places.code(path[d]) : 0;
    this.latitude[s] = Number(r.latitude);
    this.longitude[s] = Number(r.longitude);
    this.updatedAt[s] = Number(r.updated_at);
    this.createdAt[s] = Number(r.created_at);
    this.changeRatio[s] = r.price_change_ratio === null ? Number.NaN : Number(r.price_change_ratio);
    this.changeType[s] = r.price_last_change_type === 'Drop' ? 1 : r.price_last_change_type === 'Increase' ? 2 : 0;
    this.changeDate[s] = r.price_last_change_date === null ? Number.NaN : Number(r.price_last_change_date);
    this.duplicateOf[s] = r.duplicate_of ?? 0;
    this.firstSlot[s] = -1;
    this.reference[s] = r.reference;
    this.amenities.set(s, listOf(r.amenities));
    this.proximities.set(s, listOf(r.proximities));
    this.views.set(s, listOf(r.views));
    this.orientations.set(s, listOf(r.orientations));
  }

  private grow(capacity: number): void {
    const copy = <T extends { length: number; set(a: ArrayLike<number>): void }>(
      old: T,
      make: (n: number) => T,
      width = 1,
    ): T => {
      const next = make(capacity * width);
      next.set(old);
      return next;
    };
    this.live = copy(this.live, (n) => new Uint8Array(n));
    this.id = copy(this.id, (n) => new Int32Array(n));
    this.country = copy(this.country, (n) => new Uint8Array(n));
    this.listingClass = copy(this.listingClass, (n) => new Uint8Array(n));
    this.transaction = copy(this.transaction, (n) => new Uint8Array(n));
    this.type = copy(this.type, (n) => new Uint8Array(n));
    this.subType = copy(this.subType, (n) => new Uint16Array(n));
    this.category = copy(this.category, (n) => new Uint8Array(n));
    this.categoryRank = copy(this.categoryRank, (n) => new Uint8Array(n));
    this.priceEur = copy(this.priceEur, (n) => new Float64Array(n));
    this.livingM2 = copy(this.livingM2, (n) => new Float64Array(n));
    this.rooms = copy(this.rooms, (n) => new Float64Array(n));
    this.bedrooms = copy(this.bedrooms, (n) => new Int16Array(n));
    this.bathrooms = copy(this.bathrooms, (n) => new Int16Array(n));
    this.floor = copy(this.floor, (n) => new Int16Array(n));
    this.availableFromDay = copy(this.availableFromDay, (n) => new Float64Array(n));
    this.accountId = copy(this.accountId, (n) => new Int32Array(n));
    this.agentUserId = copy(this.agentUserId, (n) => new Int32Array(n));
    this.postcode = copy(this.postcode, (n) => new Uint32Array(n));
    this.path = copy(this.path, (n) => new Uint32Array(n), PLACE_DEPTH);
    this.latitude = copy(this.latitude, (n) => new Float64Array(n));
    this.longitude = copy(this.longitude, (n) => new Float64Array(n));
    this.updatedAt = copy(this.updatedAt, (n) => new Float64Array(n));
    this.createdAt = copy(this.createdAt, (n) => new Float64Array(n));
    this.changeRatio = copy(this.changeRatio, (n) => new Float64Array(n));
    this.changeType = copy(this.changeType, (n) => new Uint8Array(n));
    this.changeDate = copy(this.changeDate, (n) => new Float64Array(n));
    this.duplicateOf = copy(this.duplicateOf, (n) => new Int32Array(n));
    this.firstSlot = copy(this.firstSlot, (n) => new Int32Array(n));
    for (const column of [this.amenities, this.proximities, this.views, this.orientations]) column.grow(capacity);
    for (const lists of [this.byMarket, this.byPlace, this.byAccount, this.byCell]) lists.grow(capacity);
    this.capacity = capacity;
  }
}

export const NO_INT16 = NONE_INT16;
export const MS_PER_DAY = DAY_MS;
