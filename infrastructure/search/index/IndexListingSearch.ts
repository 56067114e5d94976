import { roundCoordinate } from '#domain/places/geometry/roundCoordinate';
import { facetScope } from '#domain/search/facets/facetScope';
import type { FacetSpec, FacetValue } from '#domain/search/facets/FacetSpec';
import type { MapCluster } from '#domain/search/results/SearchResult';
import {
  gridCell,
  type ListingHit,
  type ListingSearchAnswer,
  type ListingSearchEngine,
  type ListingSearchRequest,
  type MapRequest,
  type MapSideAnswer,
} from '../sql/ListingSearchEngine';
import { candidateSlots } from './candidateSlots';
import { compileCriteria, INSIDE, NEARBY, OUTSIDE, viewportCheck } from './compileCriteria';
import { compileLead, compileSort } from './compileSort';
import { countFacet } from './countFacet';
import { fusedFacets } from './fusedFacets';
import { type ListingIndexStore, PLACE_DEPTH } from './ListingIndexStore';
import { matchInside } from './matchInside';
import { shownCopies } from './shownCopies';
import { topK } from './topK';

/**
 * Searches the in-memory index: one pass over the slots of the searched countries decides
 * place, nearby ring and filters and counts as it goes; facets count the matched slots (or, for a
 * facet whose own filter is set, the slots of the search without it: matchInside); the page
 * is the first `skip + count` of the matches in sort order. Same answers as SqlListingSearch.
 */
export class IndexListingSearch implements ListingSearchEngine {
  private readonly buffers = new SlotBuffers();

  constructor(private readonly store: () => ListingIndexStore) {}

  async run(request: ListingSearchRequest): Promise<ListingSearchAnswer> {
    const s = this.store();
    const compiled = compileCriteria(request.criteria, s);
    const since = request.since?.getTime();
    const nearby: number[] = [];
    let total = 0,
      unread = 0,
      drops = 0,
      increases = 0;
    const { countryOk, transaction, classOk, location, filters, parts } = compiled;
    const { live, country, listingClass, duplicateOf } = s;
    const transactions = s.transaction;
    const found = candidateSlots(request.criteria, s);
    const candidates = found.slots;
    const inPlace = found.inPlace && compiled.placeOnly;
    // A slot on the place's path is INSIDE when the place is the whole location; others ask location().
    const place = compiled.placeOnly ? compiled.placeCode : 0;
    const { path } = s;
    // Every match is a distinct candidate: the buffers need no more room (and are reused: a search never yields).
    this.buffers.reset();
    const main = this.buffers.take(candidates.length);
    // Facets that leave out their own filter group (facetScope) and whose group is only tests of
    // `parts` are counted in this same pass: a slot failing only those tests still counts for them.
    const fused = fusedFacets(request, parts, (room) => this.buffers.take(room), candidates.length);
    const dropped = fused.reduce((bits, f) => bits | f.without, 0);
    const common = parts.filter((_, p) => (dropped & (1 << p)) === 0).map((part) => part.check);
    const apart = parts.flatMap((part, p) => ((dropped & (1 << p)) !== 0 ? [{ check: part.check, bit: 1 << p }] : []));
    // Another agency's copy of a property (duplicate detection) waits for shownCopies after the loop.
    const copies: number[] = [];
    candidates: for (let k = 0; k < candidates.length; k++) {
      const i = candidates[k];
      // Cheapest and most selective first: country, transaction, class inline; then where; then the rest.
      if (
        live[i] === 0 ||
        countryOk[country[i]] === 0 ||
        (transaction !== 0 && transactions[i] !== transaction) ||
        classOk[listingClass[i]] === 0
      )
        continue;
      const where = inPlace || (place > 0 && onPlace(path, i, place)) ? INSIDE : location(i);
      if (where === OUTSIDE) continue;
      for (let c = 0; c < common.length; c++) if (!common[c](i)) continue candidates;
      let failed = 0;
      for (let a = 0; a < apart.length; a++) if (!apart[a].check(i)) failed |= apart[a].bit;
      const copy = duplicateOf[i] !== 0;
      if (failed === 0) {
        if (copy) copies.push(i);
        else if (where === NEARBY) nearby.push(i);
        else main[total++] = i;
      }
      for (let f = 0; f < fused.length; f++) {
        const facet = fused[f];
        if ((failed & ~facet.without) !== 0) continue;
        if (copy) facet.copies.push(i);
        else if (where === INSIDE) facet.slots[facet.length++] = i;
      }
    }
    // Shown once over the place and its nearby ring together, as SqlListingSearch's counting scan.
    for (const i of shownCopies(copies, s, (j) => filters(j) && location(j) !== OUTSIDE)) {
      if (location(i) === NEARBY) nearby.push(i);
      else main[total++] = i;
    }
    for (const facet of fused) {
      const without = parts.filter((_, p) => (facet.without & (1 << p)) === 0).map((part) => part.check);
      const matches = (j: number) =>
        live[j] === 1 &&
        countryOk[country[j]] === 1 &&
        (transaction === 0 || transactions[j] === transaction) &&
        classOk[listingClass[j]] === 1 &&
        without.every((check) => check(j)) &&
        location(j) !== OUTSIDE;
      // As matchInside: each property once over the place and its ring, counted in the place.
      for (const i of shownCopies(facet.copies, s, matches))
        if (location(i) === INSIDE) facet.slots[facet.length++] = i;
    }
    if (since !== undefined) {
      for (let k = 0; k < total; k++) {
        const i = main[k];
        if (s.createdAt[i] > since) unread++;
        if (s.changeDate[i] > since) {
          if (s.changeType[i] === 1) drops++;
          else if (s.changeType[i] === 2) increases++;
        }
      }
    }
    const facets = new Map<FacetSpec, FacetValue[]>();
    const facetPlace = request.criteria.place ? (compiled.placeCode > 0 ? compiled.placeCode : -1) : 0;
    // Disjunctive: a facet counts the search without its own filter group, matched once per facet name.
    const scoped = new Map<string, { slots: Int32Array; length: number }>();
    for (const facet of fused) scoped.set(facet.name, facet);
    for (const spec of request.facets) {
      const scope = facetScope(request.criteria, spec.name);
      if (scope && !scoped.has(spec.name)) scoped.set(spec.name, matchInside(scope, s));
      const { slots, length } = scoped.get(spec.name) ?? { slots: main, length: total };
      facets.set(spec, countFacet(spec, slots, length, s, request.facetContext, facetPlace));
    }
    let hits: ListingHit[] = [];
    if (request.paging && request.paging.count > 0) {
      const compare = compileSort(request.sorting, request.criteria, s);
      const lead = compileLead(request.sorting, request.criteria, s);
      const wanted = request.paging.skip + request.paging.count;
      const first = topK(main, total, wanted, compare, lead);
      const rest =
        first.length < wanted ? topK(Int32Array.from(nearby), nearby.length, wanted - first.length, compare, lead) : [];
      const since = request.since?.getTime();
      hits = [...first.map((i) => ({ i, nearby: false })), ...rest.map((i) => ({ i, nearby: true }))]
        .slice(request.paging.skip, wanted)
        .map(({ i, nearby: isNearby }) => ({
          id: s.id[i],
          isNearby,
          isUnread: since !== undefined && s.createdAt[i] > since,
        }));
    }
    return {
      hits,
      total,
      nearbyTotal: nearby.length,
      unreadTotal: unread,
      priceDropsTotal: drops,
      priceIncreasesTotal: increases,
      facets,
    };
  }

  async map(request: MapRequest): Promise<{ inside: MapSideAnswer; outside: MapSideAnswer }> {
    const s = this.store();
    const compiled = compileCriteria(request.criteria, s);
    const visible = request.viewport ? viewportCheck(s, request.viewport) : () => true;
    const withOutside = compiled.hasLocation && request.viewport !== undefined;
    const inside: number[] = [];
    const outside: number[] = [];
    const { countryOk, transaction, classOk, rest, location, filters } = compiled;
    const found = candidateSlots(request.criteria, s, request.viewport, !withOutside);
    const candidates = found.slots;
    const inPlace = found.inPlace && compiled.placeOnly;
    const copiesInside: number[] = [];
    const copiesOutside: number[] = [];
    const { live, country, listingClass, duplicateOf, latitude, longitude, path } = s;
    const transactions = s.transaction;
    const checked = compiled.parts.length > 0;
    // A slot on the place's path is INSIDE when the place is the whole location; others ask location().
    const place = compiled.placeOnly ? compiled.placeCode : 0;
    // The visible map as numbers tested inline (viewportCheck's meaning: inclusive, west above east crosses 180°).
    const v = request.viewport;
    const south = v?.southwest.lat ?? 0;
    const north = v?.northeast.lat ?? 0;
    const west = v?.southwest.lng ?? 0;
    const east = v?.northeast.lng ?? 0;
    const crosses = west > east;
    for (let k = 0; k < candidates.length; k++) {
      const i = candidates[k];
      if (
        live[i] === 0 ||
        countryOk[country[i]] === 0 ||
        (transaction !== 0 && transactions[i] !== transaction) ||
        classOk[listingClass[i]] === 0
      )
        continue;
      if (v) {
        const lat = latitude[i];
        const lng = longitude[i];
        if (!(lat >= south && lat <= north)) continue;
        if (crosses ? !(lng >= west || lng <= east) : !(lng >= west && lng <= east)) continue;
      }
      if (checked && !rest(i)) continue;
      const where = inPlace || (place > 0 && onPlace(path, i, place)) ? INSIDE : location(i);
      const copy = duplicateOf[i] !== 0;
      if (where === INSIDE) (copy ? copiesInside : inside).push(i);
      else if (withOutside) (copy ? copiesOutside : outside).push(i);
    }
    // Each side shows a property once, as SqlListingSearch's map does.
    inside.push(...shownCopies(copiesInside, s, (j) => visible(j) && filters(j) && location(j) === INSIDE));
    outside.push(...shownCopies(copiesOutside, s, (j) => visible(j) && filters(j) && location(j) !== INSIDE));
    const compare = compileSort(request.sorting, request.criteria, s);
    return { inside: this.side(inside, request, compare), outside: this.side(outside, request, compare) };
  }

  private side(slots: number[], request: MapRequest, compare: (a: number, b: number) => number): MapSideAnswer {
    const s = this.store();
    if (slots.length <= request.count) {
      const ordered = [...slots].sort(compare);
      return {
        points: ordered.map((i) => ({ id: s.id[i], lat: s.latitude[i], lng: s.longitude[i] })),
        total: slots.length,
      };
    }
    const cell = gridCell(request.zoom);
    const { latitude, longitude, id } = s;
    // The grid under the points, its cells numbered row by row: counts and sums in arrays, no object per point.
    let top = Number.NEGATIVE_INFINITY,
      bottom = Number.POSITIVE_INFINITY,
      left = Number.POSITIVE_INFINITY,
      right = Number.NEGATIVE_INFINITY;
    for (const i of slots) {
      const row = Math.floor(latitude[i] / cell);
      const column = Math.floor(longitude[i] / cell);
      if (row < bottom) bottom = row;
      if (row > top) top = row;
      if (column < left) left = column;
      if (column > right) right = column;
    }
    const width = right - left + 1;
    const cells = width * (top - bottom + 1);
    if (cells > MAX_GRID_CELLS) return { clusters: clustersByMap(slots, s, cell), total: slots.length };
    const count = new Int32Array(cells);
    const first = new Int32Array(cells);
    const lat = new Float64Array(cells);
    const lng = new Float64Array(cells);
    // Cells in the order their first point came (as a map's insertion order).
    const order: number[] = [];
    for (const i of slots) {
      const at = (Math.floor(latitude[i] / cell) - bottom) * width + (Math.floor(longitude[i] / cell) - left);
      if (count[at] === 0) {
        order.push(at);
        first[at] = id[i];
      } else if (id[i] < first[at]) first[at] = id[i];
      count[at]++;
      lat[at] += latitude[i];
      lng[at] += longitude[i];
    }
    const clusters: MapCluster[] = order.map((at) => ({
      id: first[at],
      count: count[at],
      lat: roundCoordinate(lat[at] / count[at]),
      lng: roundCoordinate(lng[at] / count[at]),
    }));
    return { clusters, total: slots.length };
  }
}

/** Whether a slot's place path holds a place (compileCriteria's onPath, inlined in the map's loop). */
function onPlace(path: Uint32Array, slot: number, code: number): boolean {
  const base = slot * PLACE_DEPTH;
  for (let d = 0; d < PLACE_DEPTH; d++) if (path[base + d] === code) return true;
  return false;
}

/** Past this many cells under a side's points (a wide box at a deep zoom), cells go in a map. */
const MAX_GRID_CELLS = 1 << 20;

function clustersByMap(slots: readonly number[], s: ListingIndexStore, cell: number): MapCluster[] {
  const cells = new Map<number, { id: number; count: number; lat: number; lng: number }>();
  for (const i of slots) {
    // Row and column as one exact number (a column stays within ±2^22 up to zoom 20).
    const key = Math.floor(s.latitude[i] / cell) * 2 ** 23 + Math.floor(s.longitude[i] / cell) + 2 ** 22;
    const c = cells.get(key);
    if (c) {
      c.count++;
      c.lat += s.latitude[i];
      c.lng += s.longitude[i];
      if (s.id[i] < c.id) c.id = s.id[i];
    } else {
      cells.set(key, { id: s.id[i], count: 1, lat: s.latitude[i], lng: s.longitude[i] });
    }
  }
  return [...cells.values()].map((c) => ({
    id: c.id,
    count: c.count,
    lat: roundCoordinate(c.lat / c.count),
    lng: roundCoordinate(c.lng / c.count),
  }));
}

/**
 * Slot buffers lent to one search at a time and kept for the next: a country's search would
 * otherwise allocate (and zero) megabytes each time. Not zeroed: a search writes before it reads.
 */
class SlotBuffers {
  private readonly pool: Int32Array[] = [];
  private used = 0;

  reset(): void {
    this.used = 0;
  }

  take(length: number): Int32Array {
    let buffer = this.pool[this.used];
    if (!buffer || buffer.length < length) {
      buffer = new Int32Array(Math.max(length, 1024));
      this.pool[this.used] = buffer;
    }
    this.used++;
    return buffer.subarray(0, length);
  }
}
