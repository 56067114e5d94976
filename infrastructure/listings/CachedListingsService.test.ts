import type { ListingsService } from '#application/listings/ports';
import { aListing } from '#test/mothers/domain/ListingMother';
import { notFound } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import { CachedListingsService } from './CachedListingsService';

function counting(): { service: ListingsService; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    service: {
      getListing: async (id, options) => {
        calls.push(`${id}:${options?.currencyId}`);
        return id === 404 ? err(notFound('LISTING_NOT_FOUND', 'Listing not found')) : ok(aListing({ id: Number(id) }));
      },
      getListingsByIds: async (ids, options) => {
        calls.push(`ids:${ids.join(',')}:${options?.currencyId}`);
        return ids.filter((id) => id !== 404).map((id) => aListing({ id }));
      },
      getPriceHistory: async () => [],
      getSimilarListings: async (id) => {
        calls.push(`similar:${id}`);
        return [aListing({ id: 7 }), aListing({ id: 8 })];
      },
      getProjectListings: async () => [],
      getDuplicateListings: async () => [],
      getProjectCompanies: async () => [],
      getRepositories: async () => [],
      getRepository: async () => err(notFound('REPOSITORY_NOT_FOUND', 'Repository is not found')),
      getTranslation: async () => err(notFound('LISTING_NOT_FOUND', 'Listing not found')),
    },
  };
}

describe('CachedListingsService', () => {
  it('reads a listing once per id and currency within the lifetime', async () => {
    const { service, calls } = counting();
    const cached = new CachedListingsService(service, { ttlMs: 60_000, maxEntries: 100 });
    await cached.getListing(1, { currencyId: 'EUR' });
    await cached.getListing(1, { currencyId: 'EUR' });
    await cached.getListing(1, { currencyId: 'USD' });
    expect(calls).toEqual(['1:EUR', '1:USD']);
  });

  it('remembers a not-found answer as well', async () => {
    const { service, calls } = counting();
    const cached = new CachedListingsService(service, { ttlMs: 60_000, maxEntries: 100 });
    expect((await cached.getListing(404)).ok).toBe(false);
    expect((await cached.getListing(404)).ok).toBe(false);
    expect(calls).toEqual(['404:undefined']);
  });

  it('asks again once the lifetime is over', async () => {
    const { service, calls } = counting();
    const cached = new CachedListingsService(service, { ttlMs: 5, maxEntries: 100 });
    await cached.getListing(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await cached.getListing(2);
    expect(calls).toEqual(['2:undefined', '2:undefined']);
  });

  it('reads only the listings of a list it does not hold yet, keeping the order and dropping unknown ids', async () => {
    const { service, calls } = counting();
    const cached = new CachedListingsService(service, { ttlMs: 60_000, maxEntries: 100 });
    await cached.getListing(2, { currencyId: 'EUR' });
    expect((await cached.getListingsByIds([3, 2, 404, 1], { currencyId: 'EUR' })).map((listing) => listing.id)).toEqual(
      [3, 2, 1],
    );
    expect((await cached.getListingsByIds([1, 3], { currencyId: 'EUR' })).map((listing) => listing.id)).toEqual([1, 3]);
    await cached.getListingsByIds([1], { currencyId: 'CHF' });
    expect(calls).toEqual(['2:EUR', 'ids:3,404,1:EUR', 'ids:1:CHF']);
  });

  it("keeps a listing's similar listings, and reads them again when it or a listed one changes", async () => {
    const { service, calls } = counting();
    const cached = new CachedListingsService(service, { ttlMs: 60_000, maxEntries: 100 });
    await cached.getSimilarListings(1, { currencyId: 'CHF' });
    await cached.getSimilarListings(1, { currencyId: 'CHF' });
    cached.forget([99]);
    await cached.getSimilarListings(1, { currencyId: 'CHF' });
    expect(calls).toEqual(['similar:1']);
    cached.forget([8]);
    await cached.getSimilarListings(1, { currencyId: 'CHF' });
    cached.forget([1]);
    await cached.getSimilarListings(1, { currencyId: 'CHF' });
    expect(calls).toEqual(['similar:1', 'similar:1', 'similar:1']);
  });
});
