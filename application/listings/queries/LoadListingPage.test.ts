import 'reflect-metadata';
import type { AccountsDirectory } from '#application/agents';
import type { Listing } from '#domain/listings/Listing';
import { aListing } from '#test/mothers/domain/ListingMother';
import { err, ok } from '#domain/shared/Result';
import { notFound } from '#domain/shared/DomainError';
import type { ListingsService } from '../ports';
import { type LoadListingPage, LoadListingPageHandler } from './LoadListingPage';

/** A listings service over a few listings, logging what it was asked. */
function listingsOf(
  all: Listing[],
  calls: string[] = [],
  projectCompanies: ListingsService['getProjectCompanies'] = async () => [],
) {
  const service: ListingsService = {
    getListing: async (id, options) => {
      calls.push(`listing:${id}:${options?.language}`);
      const found = all.find((listing) => listing.id === Number(id));
      return found ? ok(found) : err(notFound('LISTING_NOT_FOUND', 'Listing not found'));
    },
    getListingsByIds: async () => [],
    getPriceHistory: async (id) => {
      calls.push(`history:${id}`);
      return [];
    },
    getSimilarListings: async (id, options) => {
      calls.push(`similar:${id}:${options?.language}`);
      return [];
    },
    getProjectListings: async (projectId) => {
      calls.push(`project:${projectId}`);
      return all.filter((listing) => listing.projectId === projectId);
    },
    getDuplicateListings: async (id) =>
      all.filter((listing) => listing.id !== id && listing.id === all.find((one) => one.id === id)?.duplicateOf),
    getProjectCompanies: projectCompanies,
    getRepositories: async () => [],
    getRepository: async () => err(notFound('REPOSITORY_NOT_FOUND', 'Repository is not found')),
    getTranslation: async () => err(notFound('LISTING_NOT_FOUND', 'Listing not found')),
  };
  return service;
}

function directory(calls: string[] = []): AccountsDirectory {
  return {
    getAccountsByIds: async (ids) => {
      calls.push(`accounts:${ids.join(',')}`);
      return [];
    },
    getUsersByIds: async (ids) => {
      calls.push(`users:${ids.join(',')}`);
      return [];
    },
    getAccount: async () => undefined,
    ascendantsOf: async () => undefined,
  };
}

const query = (url: Partial<LoadListingPage['url']>): LoadListingPage => ({
  url: { kind: 'listing', id: '1001', segment: 'listing', source: false, path: '/en/listing/1001', query: '', ...url },
  culture: 'en',
  portal: { defaultCulture: 'de' },
  currencyId: 'EUR',
});

describe('LoadListingPageHandler', () => {
  it("loads a live listing with its contact users, related accounts and the rest, in the page's language", async () => {
    const calls: string[] = [];
    const listing = aListing({
      id: 1001,
      contactUsers: [{ userId: 7, type: 'Agent' }],
      relatedAccounts: [{ accountId: 3, type: 'Vendor' }],
    });
    const result = await new LoadListingPageHandler(listingsOf([listing], calls), directory(calls)).execute(query({}));
    expect(result.ok && result.value).toMatchObject({
      kind: 'page',
      listing,
      canonical: listing,
      noindex: false,
      invalidatedBy: ['listing:1001'],
    });
    expect(calls.sort()).toEqual(['accounts:3', 'history:1001', 'listing:1001:en', 'similar:1001:en', 'users:7']);
  });

  it('skips the extra loading for an archived listing, which leaves the index (document 001 §4 "Listing load")', async () => {
    const calls: string[] = [];
    const listing = aListing({ id: 1001, isArchived: true, contactUsers: [{ userId: 7, type: 'Agent' }] });
    const result = await new LoadListingPageHandler(listingsOf([listing], calls), directory(calls)).execute(query({}));
    expect(result.ok && result.value).toMatchObject({ kind: 'page', contacts: [], similar: [], noindex: true });
    expect(calls).toEqual(['listing:1001:en']);
  });

  it("answers 'ListingId is not valid' before anything is read (document 001 §5)", async () => {
    const calls: string[] = [];
    const handler = new LoadListingPageHandler(listingsOf([], calls), directory(calls));
    for (const bad of [query({ id: 'abc' }), query({ kind: 'unit', id: '40', parentId: '0' })]) {
      const result = await handler.execute(bad);
      expect(result.ok || result.error).toMatchObject({ kind: 'NOT_FOUND', message: 'ListingId is not valid' });
    }
    expect(calls).toEqual([]);
  });

  it("passes an unknown listing's not-found through", async () => {
    const result = await new LoadListingPageHandler(listingsOf([]), directory()).execute(query({}));
    expect(result.ok || result.error).toMatchObject({ kind: 'NOT_FOUND', code: 'LISTING_NOT_FOUND' });
  });

  it('sends a listing migrated to a project to the project, permanently, before loading the rest', async () => {
    const calls: string[] = [];
    const listing = aListing({ id: 1001, migratedToProjectId: 70 });
    const result = await new LoadListingPageHandler(listingsOf([listing], calls), directory(calls)).execute(
      query({ query: '?searchId=9' }),
    );
    expect(result).toEqual({ ok: true, value: { kind: 'redirect', to: '/en/project/70?searchId=9', status: 301 } });
    expect(calls).toEqual(['listing:1001:en']);
  });

  it("sends another language's word to the visitor's own", async () => {
    const listing = aListing({ id: 1001 });
    const result = await new LoadListingPageHandler(listingsOf([listing]), directory()).execute(
      query({ segment: 'annonce', path: '/en/annonce/1001' }),
    );
    expect(result).toEqual({ ok: true, value: { kind: 'redirect', to: '/en/listing/1001', status: 301 } });
  });

  it("shows a project's own listing with its units and companies, tagged by each", async () => {
    const project = aListing({ id: 50, listingClass: 'ProjectListing', projectId: 7, projectCompanies: [4] });
    const unit = aListing({ id: 51, listingClass: 'UnitListing', projectId: 7 });
    const companies = [{ id: 4 }] as unknown as Awaited<ReturnType<ListingsService['getProjectCompanies']>>;
    const result = await new LoadListingPageHandler(
      listingsOf([project, unit], [], async () => companies),
      directory(),
    ).execute(query({ kind: 'project', id: '7', path: '/en/project/7' }));
    expect(result.ok && result.value).toMatchObject({
      kind: 'page',
      listing: project,
      units: [unit],
      companies,
      invalidatedBy: ['listing:50', 'listing:51'],
    });
  });

  it('swallows a project company load failure (document 001 §8)', async () => {
    const project = aListing({ id: 50, listingClass: 'ProjectListing', projectId: 7, projectCompanies: [4] });
    const result = await new LoadListingPageHandler(
      listingsOf([project], [], async () => {
        throw new Error('down');
      }),
      directory(),
    ).execute(query({ kind: 'project', id: '7', path: '/en/project/7' }));
    expect(result.ok && result.value.kind === 'page' && result.value.companies).toEqual([]);
  });

  it('sends a project sold as one listing to its listing path', async () => {
    const asListing = aListing({ id: 60, listingClass: 'ProjectAsListing', projectId: 7 });
    const result = await new LoadListingPageHandler(listingsOf([asListing]), directory()).execute(
      query({ kind: 'project', id: '7', path: '/en/project/7' }),
    );
    expect(result).toEqual({ ok: true, value: { kind: 'redirect', to: '/en/listing/60', status: 301 } });
  });

  it("is no page at a unit's path for a listing that is no unit (document 002 §2)", async () => {
    const listing = aListing({ id: 1001 });
    const result = await new LoadListingPageHandler(listingsOf([listing]), directory()).execute(
      query({ kind: 'unit', id: '1001', parentId: '7', path: '/en/project/7/unit/1001' }),
    );
    expect(result.ok || result.error).toMatchObject({ message: 'Listing or Project not found for params' });
  });

  it("gives a unit's page its project and the project's own listing", async () => {
    const project = aListing({ id: 50, listingClass: 'ProjectListing', projectId: 7 });
    const unit = aListing({ id: 51, listingClass: 'UnitListing', projectId: 7 });
    const result = await new LoadListingPageHandler(listingsOf([project, unit]), directory()).execute(
      query({ kind: 'unit', id: '51', parentId: '7', path: '/en/project/7/unit/51' }),
    );
    expect(result.ok && result.value).toMatchObject({
      kind: 'page',
      parentProject: { projectId: 7, listing: project },
    });
  });

  it("points another agency's copy at the first listing", async () => {
    const first = aListing({ id: 3 });
    const copy = aListing({ id: 1001, duplicateOf: 3 });
    const result = await new LoadListingPageHandler(listingsOf([first, copy]), directory()).execute(query({}));
    expect(result.ok && result.value).toMatchObject({ kind: 'page', duplicates: [first], canonical: first });
  });
});
