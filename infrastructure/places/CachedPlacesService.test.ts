import type { PlacesService } from '#application/places/ports';
import { notFound } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import { CachedPlacesService } from './CachedPlacesService';

function counting(): { service: PlacesService; calls: string[] } {
  const calls: string[] = [];
  const unused = async () => err(notFound('UNUSED', 'unused'));
  return {
    calls,
    service: {
      getPlace: async (id) => {
        calls.push(`place ${id}`);
        return id === 'nowhere'
          ? err(notFound('PLACE_NOT_FOUND', `placeId ${id} not found`))
          : ok({ placeId: id } as never);
      },
      findPlacesBySlug: async (query) => {
        calls.push(`slug ${query.slug}`);
        return ok([]);
      },
      getPlaceSlugs: async (id) => {
        calls.push(`slugs ${id}`);
        return ok([]);
      },
      autocomplete: async () => {
        calls.push('autocomplete');
        return ok([]);
      },
      getPlacesByIds: unused,
      geocode: unused,
      listPlaces: unused,
    },
  };
}

describe('CachedPlacesService', () => {
  it('looks a place and a slug up once within the lifetime, not-found answers included', async () => {
    const { service, calls } = counting();
    const cached = new CachedPlacesService(service, { ttlMs: 60_000, maxEntries: 100 });
    for (let i = 0; i < 3; i += 1) {
      await cached.getPlace('ch-zurich');
      await cached.getPlace('nowhere');
      await cached.findPlacesBySlug({ slug: 'zurich' });
      await cached.getPlaceSlugs('ch-zurich');
    }
    await cached.findPlacesBySlug({ slug: 'zurich', countryISO: 'CH' });
    expect(calls).toEqual(['place ch-zurich', 'place nowhere', 'slug zurich', 'slugs ch-zurich', 'slug zurich']);
  });

  it('knows the places a slug named by their ids: the search that follows reads none again', async () => {
    const { service, calls } = counting();
    const zurich = { placeId: 'ch-zurich' } as never;
    const slug = { slug: 'zurich', language: 'en', isObsolete: false };
    const cached = new CachedPlacesService(
      {
        ...service,
        findPlacesBySlug: async (query) => {
          calls.push(`slug ${query.slug}`);
          return ok([{ place: zurich, slug, canonicalSlug: 'zurich' }]);
        },
      },
      { ttlMs: 60_000, maxEntries: 100 },
    );
    await cached.findPlacesBySlug({ slug: 'zurich' });
    expect(await cached.getPlace('ch-zurich')).toEqual(ok(zurich));
    expect(calls).toEqual(['slug zurich']);
  });

  it('reads each place by id once within the lifetime: held ids from the cache, the others in one call, in the order asked', async () => {
    const { service, calls } = counting();
    const known = new Set(['ch-zurich', 'ch-bern', 'ch-basel']);
    const cached = new CachedPlacesService(
      {
        ...service,
        getPlacesByIds: async (query) => {
          calls.push(`ids ${(query.placeIds ?? []).join(',')}`);
          const places = (query.placeIds ?? []).filter((id) => known.has(id)).map((placeId) => ({ placeId }) as never);
          return ok({ places, sideloaded: [] });
        },
      },
      { ttlMs: 60_000, maxEntries: 100 },
    );
    await cached.getPlace('ch-bern');
    const first = await cached.getPlacesByIds({ placeIds: ['ch-zurich', 'ch-bern', 'nowhere'] });
    const second = await cached.getPlacesByIds({ placeIds: ['ch-basel', 'ch-zurich', 'ch-bern'] });
    const ids = (result: typeof first) => (result.ok ? result.value.places.map((place) => place.placeId) : []);
    expect(ids(first)).toEqual(['ch-zurich', 'ch-bern']);
    expect(ids(second)).toEqual(['ch-basel', 'ch-zurich', 'ch-bern']);
    expect(await cached.getPlace('ch-zurich')).toEqual(ok({ placeId: 'ch-zurich' }));
    expect(calls).toEqual(['place ch-bern', 'ids ch-zurich,nowhere', 'ids ch-basel']);
  });

  it('passes autocomplete through: its inputs vary without end', async () => {
    const { service, calls } = counting();
    const cached = new CachedPlacesService(service, { ttlMs: 60_000, maxEntries: 100 });
    await cached.autocomplete({ input: 'zu' } as never);
    await cached.autocomplete({ input: 'zu' } as never);
    expect(calls).toEqual(['autocomplete', 'autocomplete']);
  });

  it('forgets a lookup that threw, so the next one asks again', async () => {
    let fail = true;
    const calls: string[] = [];
    const cached = new CachedPlacesService(
      {
        ...counting().service,
        getPlace: async (id) => {
          calls.push(id);
          if (fail) throw new Error('database down');
          return ok({ placeId: id } as never);
        },
      },
      { ttlMs: 60_000, maxEntries: 100 },
    );
    await expect(cached.getPlace('ch')).rejects.toThrow('database down');
    fail = false;
    expect((await cached.getPlace('ch')).ok).toBe(true);
    expect(calls).toEqual(['ch', 'ch']);
  });
});
