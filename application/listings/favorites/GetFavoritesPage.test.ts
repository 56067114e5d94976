import 'reflect-metadata';
import { aListing } from '#test/mothers/domain/ListingMother';
import { notFound } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import type { FavoritesService, ListingsService } from '../ports';
import { GetFavoritesPageHandler } from './GetFavoritesPage';

describe('GetFavoritesPageHandler', () => {
  it('groups units under their project, named and linked by the project’s own listing (document 001 §3 "Favourites")', async () => {
    const project = aListing({ id: 182, listingClass: 'ProjectListing', projectId: 4, title: 'Mirador Las Pinares' });
    const units = [183, 184].map((id) => aListing({ id, listingClass: 'UnitListing', projectId: 4 }));
    const listings: ListingsService = {
      getListing: async () => err(notFound('LISTING_NOT_FOUND', 'Listing not found')),
      getListingsByIds: async () => units,
      getPriceHistory: async () => [],
      getSimilarListings: async () => [],
      getProjectListings: async (projectId) => (projectId === 4 ? [project, ...units] : []),
      getDuplicateListings: async () => [],
      getProjectCompanies: async () => [],
      getRepositories: async () => [],
      getRepository: async () => err(notFound('REPOSITORY_NOT_FOUND', 'Repository is not found')),
      getTranslation: async () => err(notFound('LISTING_NOT_FOUND', 'Listing not found')),
    };
    const favorites = {
      listFavorites: async () => ok({ total: 2, listingIds: [183, 184] }),
    } as unknown as FavoritesService;
    const result = await new GetFavoritesPageHandler(favorites, listings).execute({
      caller: { state: 'UserAuthenticated', userId: 1 },
      currencyId: 'EUR',
    });
    expect(result.ok && result.value.groups).toEqual([{ kind: 'project', projectId: 4, units, project }]);
  });
});
