import 'reflect-metadata';
import type { AccountsDirectory } from '#application/agents';
import type { ListingsService } from '../ports';
import { GetListingPageHandler } from './GetListingPage';
import { aListing } from '#test/mothers/domain/ListingMother';
import { ok, err } from '#domain/shared/Result';
import { notFound } from '#domain/shared/DomainError';

function directory(calls: string[]): AccountsDirectory {
  return {
    getAccountsByIds: async (ids) => {
      calls.push(`accounts:${ids.join(',')}`);
      return [];
    },
    getUsersByIds: async (ids) => {
      calls.push(`users:${ids.join(',')}`);
      return [];
    },
    getAccount: async (id) => {
      calls.push(`account:${id}`);
      return undefined;
    },
    ascendantsOf: async (id) => {
      calls.push(`ascendants:${id}`);
      return undefined;
    },
  };
}

describe('GetListingPageHandler', () => {
  it('loads the contact users and related accounts of a live listing', async () => {
    const calls: string[] = [];
    const listing = aListing({
      contactUsers: [{ userId: 7, type: 'Agent' }],
      relatedAccounts: [{ accountId: 3, type: 'Vendor' }],
    });
    const listings: ListingsService = {
      getListing: async () => ok(listing),
      getListingsByIds: async () => [],
      getPriceHistory: async () => [],
      getSimilarListings: async () => [],
      getProjectListings: async () => [],
      getDuplicateListings: async () => [],
      getProjectCompanies: async () => [],
      getRepositories: async () => [],
      getRepository: async () => err(notFound('REPOSITORY_NOT_FOUND', 'Repository is not found')),
      getTranslation: async () => err(notFound('LISTING_NOT_FOUND', 'Listing not found')),
    };
    const result = await new GetListingPageHandler(listings, directory(calls)).execute({ id: 1, currencyId: 'EUR' });
    expect(result.ok).toBe(true);
    expect(calls.sort()).toEqual(['accounts:3', 'users:7']);
  });

  it('skips the extra loading for an archived listing', async () => {
    const calls: string[] = [];
    const listing = aListing({ isArchived: true, contactUsers: [{ userId: 7, type: 'Agent' }] });
    const listings: ListingsService = {
      getListing: async () => ok(listing),
      getListingsByIds: async () => [],
      getPriceHistory: async () => [],
      getSimilarListings: async () => [],
      getProjectListings: async () => [],
      getDuplicateListings: async () => [],
      getProjectCompanies: async () => [],
      getRepositories: async () => [],
      getRepository: async () => err(notFound('REPOSITORY_NOT_FOUND', 'Repository is not found')),
      getTranslation: async () => err(notFound('LISTING_NOT_FOUND', 'Listing not found')),
    };
    const result = await new GetListingPageHandler(listings, directory(calls)).execute({ id: 1, currencyId: 'EUR' });
    expect(result).toEqual({
      ok: true,
      value: {
        listing,
        contacts: [],
        accounts: [],
        priceHistory: [],
        similar: [],
        duplicates: [],
        breadcrumbPlaces: [],
      },
    });
    expect(calls).toEqual([]);
  });

  it('passes a not-found through unchanged', async () => {
    const failure = notFound('LISTING_ID_NOT_VALID', 'ListingId is not valid', 'id');
    const listings: ListingsService = {
      getListing: async () => err(failure),
      getListingsByIds: async () => [],
      getPriceHistory: async () => [],
      getSimilarListings: async () => [],
      getProjectListings: async () => [],
      getDuplicateListings: async () => [],
      getProjectCompanies: async () => [],
      getRepositories: async () => [],
      getRepository: async () => err(notFound('REPOSITORY_NOT_FOUND', 'Repository is not found')),
      getTranslation: async () => err(notFound('LISTING_NOT_FOUND', 'Listing not found')),
    };
    const result = await new GetListingPageHandler(listings, directory([])).execute({ id: 'abc', currencyId: 'EUR' });
    expect(result).toEqual({ ok: false, error: failure });
  });

  it("names places in the page's language, not the listing's (breadcrumbs: 'Switzerland' on English pages)", async () => {
    const asked: (string | undefined)[] = [];
    const listing = aListing({});
    const listings = {
      getListing: async (_id: unknown, options: { language?: string }) => {
        asked.push(options.language);
        return ok(listing);
      },
      getPriceHistory: async () => [],
      getSimilarListings: async (_id: unknown, options: { language?: string }) => {
        asked.push(options.language);
        return [];
      },
      getDuplicateListings: async (_id: unknown, options: { language?: string }) => {
        asked.push(options.language);
        return [];
      },
    } as unknown as ListingsService;
    await new GetListingPageHandler(listings, directory([])).execute({ id: 1, currencyId: 'EUR', language: 'en' });
    expect(asked).toEqual(['en', 'en', 'en']);
  });
});
