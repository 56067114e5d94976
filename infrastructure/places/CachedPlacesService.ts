import { LRUCache } from 'lru-cache';
import type {
  AutocompleteQuery,
  GeocodeQuery,
  PlacesByIdsQuery,
  PlacesService,
  SlugQuery,
} from '#application/places/ports';
import type { PlaceType } from '#domain/places/Place';

/**
 * Places are reference data: a search URL names the same few slugs thousands of times an hour,
 * and every search page resolves its slugs and its place before searching. Lookups by id and by
 * slug are kept for a while (successes and not-found alike, like the listings cache);
 * autocomplete, geocoding and lists, whose inputs vary without end, pass through.
 */
export class CachedPlacesService implements PlacesService {
  private readonly cache: LRUCache<string, Promise<unknown>>;

  constructor(
    private readonly inner: PlacesService,
    options: { ttlMs: number; maxEntries: number },
  ) {
    this.cache = new LRUCache({ max: options.maxEntries, ttl: options.ttlMs });
  }

  getPlace(id: string): ReturnType<PlacesService['getPlace']> {
    return this.through(`place|${id}`, () => this.inner.getPlace(id));
  }

  findPlacesBySlug(query: SlugQuery): ReturnType<PlacesService['findPlacesBySlug']> {
    return this.through(`slug|${JSON.stringify(query)}`, () => this.inner.findPlacesBySlug(query));
  }

  getPlaceSlugs(id: string): ReturnType<PlacesService['getPlaceSlugs']> {
    return this.through(`slugs|${id}`, () => this.inner.getPlaceSlugs(id));
  }

  autocomplete(query: AutocompleteQuery): ReturnType<PlacesService['autocomplete']> {
    return this.inner.autocomplete(query);
  }

  getPlacesByIds(query: PlacesByIdsQuery): ReturnType<PlacesService['getPlacesByIds']> {
    return this.inner.getPlacesByIds(query);
  }

  geocode(query: GeocodeQuery): ReturnType<PlacesService['geocode']> {
    return this.inner.geocode(query);
  }

  listPlaces(query: { placeType: PlaceType; countries?: readonly string[] }): ReturnType<PlacesService['listPlaces']> {
    return this.inner.listPlaces(query);
  }

  /** One lookup in flight per key; a thrown failure (database down) is not kept. */
  private through<T>(key: string, load: () => Promise<T>): Promise<T> {
    const held = this.cache.get(key) as Promise<T> | undefined;
    if (held) return held;
    const loading = load();
    this.cache.set(key, loading);
    loading.catch(() => this.cache.delete(key));
    return loading;
  }
}
