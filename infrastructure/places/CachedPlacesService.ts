import type {
  AutocompleteQuery,
  GeocodeQuery,
  PlacesByIds,
  PlacesByIdsQuery,
  PlacesService,
  SlugQuery,
} from '#application/places/ports';
import type { Place, PlaceType } from '#domain/places/Place';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { ReadThroughCache, type ReadThroughCacheOptions } from '#infrastructure/shared/cache/ReadThroughCache';

/**
 * Places are reference data: a search URL names the same few slugs thousands of times an hour,
 * and every search page resolves its slugs and its place before searching. Lookups by id and by
 * slug are kept for a while (successes and not-found alike, like the listings cache);
 * autocomplete, geocoding and lists, whose inputs vary without end, pass through.
 */
export class CachedPlacesService implements PlacesService {
  private readonly cache: ReadThroughCache<string, unknown>;

  constructor(
    private readonly inner: PlacesService,
    options: ReadThroughCacheOptions,
  ) {
    this.cache = new ReadThroughCache(options);
  }

  getPlace(id: string): ReturnType<PlacesService['getPlace']> {
    return this.through(`place|${id}`, () => this.inner.getPlace(id));
  }

  /** The places a slug names are then known by their ids too: the search that follows reads none again. */
  findPlacesBySlug(query: SlugQuery): ReturnType<PlacesService['findPlacesBySlug']> {
    return this.through(`slug|${JSON.stringify(query)}`, async () => {
      const found = await this.inner.findPlacesBySlug(query);
      if (found.ok) for (const { place } of found.value) this.cache.remember(`place|${place.placeId}`, ok(place));
      return found;
    });
  }

  getPlaceSlugs(id: string): ReturnType<PlacesService['getPlaceSlugs']> {
    return this.through(`slugs|${id}`, () => this.inner.getPlaceSlugs(id));
  }

  autocomplete(query: AutocompleteQuery): ReturnType<PlacesService['autocomplete']> {
    return this.inner.autocomplete(query);
  }

  /**
   * Each place by its id, kept as getPlace keeps it: a search page's place children, breadcrumbs and
   * country are read on every render. Ids not held are read in one call; an id the service does
   * not know is asked again next time. With ancestors to send along, the call passes through.
   */
  async getPlacesByIds(query: PlacesByIdsQuery): ReturnType<PlacesService['getPlacesByIds']> {
    if (query.placeTypesToSideload?.length) return this.inner.getPlacesByIds(query);
    const ids = [...new Set([...(query.placeIds ?? []), ...(query.googlePlaceIds ?? [])])];
    let failed: Result<PlacesByIds, DomainError> | undefined;
    const held = await this.cache.getMany(
      ids.map((id) => `place|${id}`),
      async (missing) => {
        const found = await this.inner.getPlacesByIds({ placeIds: missing.map((key) => key.slice('place|'.length)) });
        if (!found.ok) failed = found;
        return new Map(found.ok ? found.value.places.map((place) => [`place|${place.placeId}`, ok(place)]) : []);
      },
      isFoundPlace,
    );
    if (failed) return failed;
    return ok({ places: held.filter(isFoundPlace).map((found) => found.value), sideloaded: [] });
  }

  geocode(query: GeocodeQuery): ReturnType<PlacesService['geocode']> {
    return this.inner.geocode(query);
  }

  listPlaces(query: { placeType: PlaceType; countries?: readonly string[] }): ReturnType<PlacesService['listPlaces']> {
    return this.inner.listPlaces(query);
  }

  private through<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.get(key, load) as Promise<T>;
  }
}

/** A getPlace answer held in the cache that names a place (not a not-found). */
function isFoundPlace(value: unknown): value is { ok: true; value: Place } {
  return (value as Result<Place, DomainError>).ok;
}
