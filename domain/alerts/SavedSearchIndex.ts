import type { SearchFilters } from '../search/SearchFilters';
import type { AlertEvent } from './AlertEvent';

/** A saved, subscribed search as the reverse index keeps it. */
export interface IndexedSearch {
  id: number;
  filters: SearchFilters;
}

const ANY = '*';
const keyOf = (place: string, transaction: string, type: string) => `${place}|${transaction}|${type}`;

/**
 * The reverse search: saved searches indexed by place, transaction and property type,
 * so a listing event finds its candidate searches by a few map lookups instead of one query per
 * saved search. A search without a place (a drawn area, a viewport, anywhere) is filed under
 * every place ('*'), without a transaction or a type under '*' too; its remaining filters are
 * checked per candidate (matchesSearch).
 */
export class SavedSearchIndex {
  private readonly buckets = new Map<string, IndexedSearch[]>();
  size = 0;

  add(search: IndexedSearch): void {
    const { filters } = search;
    const place = filters.location?.polygon || filters.location?.polygons ? ANY : (filters.location?.placeId ?? ANY);
    const transaction = filters.transactionType ?? ANY;
    // Each type once: a search is then in one bucket per type, so candidates() never meets it twice.
    const types = filters.types?.length ? [...new Set(filters.types)] : [ANY];
    for (const type of types) {
      const key = keyOf(place, transaction, type);
      const bucket = this.buckets.get(key);
      if (bucket) bucket.push(search);
      else this.buckets.set(key, [search]);
    }
    this.size += 1;
  }

  /**
   * Every search whose place, transaction and type admit the event, each once: a search sits in
   * one place, one transaction and one bucket per type, and each key below is visited once.
   */
  candidates(event: Pick<AlertEvent, 'placeIds' | 'transactionType' | 'type'>): IndexedSearch[] {
    const found: IndexedSearch[] = [];
    const places = new Set(event.placeIds);
    places.add(ANY);
    for (const place of places) {
      for (const transaction of [event.transactionType, ANY]) {
        for (const type of [event.type, ANY]) {
          const bucket = this.buckets.get(keyOf(place, transaction, type));
          if (bucket) for (let i = 0; i < bucket.length; i++) found.push(bucket[i]);
        }
      }
    }
    return found;
  }
}

/**
 * The Message-ID of one digest: the same search, channel and window of events always give the
 * same id, so a digest queued again after a crash is recognisably the same mail.
 */
export function digestMessageId(searchId: number, channel: string, windowEnd: number | bigint, host: string): string {
  return `<alert.${searchId}.${channel.toLowerCase()}.${windowEnd}@${host}>`;
}
