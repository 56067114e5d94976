import type { Viewport } from '#domain/places/Place';
import type { SearchCriteria } from '#domain/search/query/SearchCriteria';
import { circleBoundingBox } from '../sql/geoSql';
import { cellIndexes, cellKey, type ListingIndexStore, marketKey, PLACE_DEPTH } from './ListingIndexStore';
import type { SlotLists } from './SlotLists';

/** Past this many map cells a box is no narrower than the countries. */
const MAX_CELLS = 4096;

interface Source {
  size: number;
  lists: { entries: Int32Array; lanes: number }[];
  /** Lists that may share slots (a place's and the cells of its ring). */
  overlapping?: boolean;
  /** Only the place's own lists: every slot in them lies in the searched place. */
  inPlace?: boolean;
}

export interface Candidates {
  slots: Int32Array;
  /** Every slot lies in the search's place (its lists were the smallest): no need to test it. */
  inPlace: boolean;
}

/**
 * The slots a search need look at: a superset of its matches, taken from whichever grouping is
 * smallest — the account's listings, the place's (plus the map cells of a nearby ring), the cells
 * under a drawn area or a viewport, or the countries. Every candidate is still tested in full.
 * `byLocation` false: the search's location may not narrow them (the map's outside results).
 */
export function candidateSlots(
  c: SearchCriteria,
  s: ListingIndexStore,
  visible?: Viewport,
  byLocation = true,
): Candidates {
  const sources: Source[] = [];
  // The transaction types searched: the one asked for (none when no listing has it), else all.
  const wanted = c.transactionType ? s.transactions.find(c.transactionType) : 0;
  const transactions =
    wanted > 0 ? [wanted] : wanted < 0 ? [] : Array.from({ length: s.transactions.size - 1 }, (_, k) => k + 1);
  const market = (lists: SlotLists, code: number) => transactions.map((t) => lists.get(marketKey(code, t)));
  const country = source(
    c.countries
      .map((v) => s.countries.find(v))
      .filter((code) => code >= 0)
      .flatMap((code) => market(s.byMarket, code)),
    1,
  );
  sources.push(country);
  if (c.accountIds)
    sources.push(
      source(
        c.accountIds.map((id) => s.byAccount.get(id)),
        1,
      ),
    );
  if (c.place && byLocation) {
    if (c.place.mode === 'mapArea') pushIf(sources, cells(s, c.place.viewport));
    else {
      const code = s.places.find(c.place.placeId);
      const own = source(code > 0 ? market(s.byPlace, code) : [], PLACE_DEPTH);
      const ring = c.place.nearby ? cells(s, circleBoundingBox(c.place.nearby)) : source([], 1);
      if (ring)
        sources.push({
          size: own.size + ring.size,
          lists: [...own.lists, ...ring.lists],
          overlapping: ring.lists.length > 0,
          inPlace: ring.lists.length === 0,
        });
    }
  }
  if (c.polygons && byLocation) {
    const points = c.polygons.flat();
    const lats = points.map((p) => p.lat);
    const lngs = points.map((p) => p.lng);
    pushIf(
      sources,
      cells(s, {
        northeast: { lat: Math.max(...lats), lng: Math.max(...lngs) },
        southwest: { lat: Math.min(...lats), lng: Math.min(...lngs) },
      }),
    );
  }
  if (c.viewport && byLocation) pushIf(sources, cells(s, c.viewport));
  if (visible) pushIf(sources, cells(s, visible));
  // On a tie the place's own lists win: their slots need no place test.
  const best = sources.reduce((a, b) => (b.size < a.size || (b.size === a.size && b.inPlace) ? b : a));
  return { slots: flatten(best, s), inPlace: best.inPlace === true };
}

function source(lists: Int32Array[], lanes: number): Source {
  return { size: lists.reduce((sum, l) => sum + l.length, 0), lists: lists.map((entries) => ({ entries, lanes })) };
}

function pushIf(sources: Source[], found: Source | undefined): void {
  if (found) sources.push(found);
}

/** The lists of the cells under a box (two boxes across the antimeridian); undefined when too many cells. */
function cells(s: ListingIndexStore, v: Viewport): Source | undefined {
  const boxes =
    v.southwest.lng <= v.northeast.lng
      ? [[v.southwest.lng, v.northeast.lng]]
      : [
          [v.southwest.lng, 180],
          [-180, v.northeast.lng],
        ];
  const lists: Int32Array[] = [];
  let count = 0;
  for (const [west, east] of boxes) {
    const [south, westColumn] = cellIndexes(v.southwest.lat, west);
    const [north, eastColumn] = cellIndexes(v.northeast.lat, east);
    count += (north - south + 1) * (eastColumn - westColumn + 1);
    if (count > MAX_CELLS) return undefined;
    for (let row = south; row <= north; row++) {
      for (let column = westColumn; column <= eastColumn; column++) {
        const list = s.byCell.get(cellKey(row, column));
        if (list.length > 0) lists.push(list);
      }
    }
  }
  return source(lists, 1);
}

/** One array of distinct slots (a place's list and a ring's cells overlap). */
function flatten(best: Source, s: ListingIndexStore): Int32Array {
  if (best.lists.length === 1 && best.lists[0].lanes === 1) return best.lists[0].entries;
  const out = new Int32Array(best.size);
  let n = 0;
  const seen = best.overlapping ? new Uint8Array(s.end) : undefined;
  for (const { entries, lanes } of best.lists) {
    for (let k = 0; k < entries.length; k++) {
      const slot = lanes === 1 ? entries[k] : Math.floor(entries[k] / lanes);
      if (seen) {
        if (seen[slot] === 1) continue;
        seen[slot] = 1;
      }
      out[n++] = slot;
    }
  }
  return out.subarray(0, n);
}
