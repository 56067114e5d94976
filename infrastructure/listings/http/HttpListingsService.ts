import type { ProjectCompany, ProjectCompanyMode } from '#domain/listings/projects/ProjectCompany';
import type { ListingRepository } from '#domain/listings/repositories/ListingRepository';
import { inject, injectable } from 'inversify';
import type { ListingQueryOptions, ListingsService } from '#application/listings/ports';
import type { PricePoint } from '#domain/listings/priceHistory/PriceHistory';
import type { Listing } from '#domain/listings/Listing';
import type { ListingTranslation, TranslatableField } from '#domain/listings/translation/ListingTranslation';
import type { Language } from '#domain/portal/Portal';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';
import { LISTINGS_ROUTES } from '#application/listings/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';

/** ListingsService over the seed contract: GET /listings/v2/listings/{id}, POST /listings/v2/listings/ids. */
@injectable()
export class HttpListingsService implements ListingsService {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  getListing(id: number | string, options: ListingQueryOptions = {}): Promise<Result<Listing, DomainError>> {
    return this.client.request<Listing>(LISTINGS_ROUTES.listing.method, pathOf(LISTINGS_ROUTES.listing, { id }), {
      query: { currencyId: options.currencyId, mode: options.mode },
    });
  }

  async getPriceHistory(id: number): Promise<PricePoint[]> {
    const result = await this.client.request<{ prices: PricePoint[] }>(
      LISTINGS_ROUTES.priceHistory.method,
      pathOf(LISTINGS_ROUTES.priceHistory, { id }),
    );
    if (!result.ok) throw new Error(`price history failed: ${result.error.message}`);
    return result.value.prices;
  }

  async getSimilarListings(id: number, options: ListingQueryOptions = {}): Promise<Listing[]> {
    const result = await this.client.request<{ listings: Listing[] }>(
      LISTINGS_ROUTES.similar.method,
      pathOf(LISTINGS_ROUTES.similar, { id }),
      { query: { currencyId: options.currencyId, mode: options.mode } },
    );
    if (!result.ok) throw new Error(`similar listings failed: ${result.error.message}`);
    return result.value.listings;
  }

  async getDuplicateListings(id: number, options: ListingQueryOptions = {}): Promise<Listing[]> {
    const result = await this.client.request<{ listings: Listing[] }>(
      LISTINGS_ROUTES.duplicates.method,
      pathOf(LISTINGS_ROUTES.duplicates, { id }),
      { query: { currencyId: options.currencyId, mode: options.mode } },
    );
    if (!result.ok) throw new Error(`duplicate listings failed: ${result.error.message}`);
    return result.value.listings;
  }

  async getProjectListings(projectId: number, options: ListingQueryOptions = {}): Promise<Listing[]> {
    const result = await this.client.request<{ listings: Listing[] }>(
      LISTINGS_ROUTES.projectListings.method,
      pathOf(LISTINGS_ROUTES.projectListings, { id: projectId }),
      { query: { currencyId: options.currencyId, mode: options.mode } },
    );
    if (!result.ok) {
      // Document 001 §8: a 404 on a project becomes "not found", here an empty list.
      if (result.error.kind === 'NOT_FOUND') return [];
      throw new Error(`project listings failed: ${result.error.message}`);
    }
    return result.value.listings;
  }

  getTranslation(
    id: number | string,
    field: TranslatableField,
    language: Language,
  ): Promise<Result<ListingTranslation, DomainError>> {
    return this.client.request<ListingTranslation>(
      LISTINGS_ROUTES.translate.method,
      pathOf(LISTINGS_ROUTES.translate, { id }),
      { query: { field, language } },
    );
  }

  async getProjectCompanies(ids: number[], mode: ProjectCompanyMode = 'Light'): Promise<ProjectCompany[]> {
    if (ids.length === 0) return [];
    const result = await this.client.request<{ projectCompanies: ProjectCompany[] }>(
      LISTINGS_ROUTES.projectCompanies.method,
      pathOf(LISTINGS_ROUTES.projectCompanies),
      { query: { mode }, body: { projectCompaniesIds: ids } },
    );
    if (!result.ok) throw new Error(`project companies failed: ${result.error.message}`);
    return result.value.projectCompanies;
  }

  async getRepositories(): Promise<ListingRepository[]> {
    const result = await this.client.request<{ repositories: ListingRepository[] }>(
      LISTINGS_ROUTES.repositories.method,
      pathOf(LISTINGS_ROUTES.repositories),
    );
    if (!result.ok) throw new Error(`repositories failed: ${result.error.message}`);
    return result.value.repositories;
  }

  getRepository(id: string): Promise<Result<ListingRepository, DomainError>> {
    return this.client.request<ListingRepository>(
      LISTINGS_ROUTES.repository.method,
      pathOf(LISTINGS_ROUTES.repository, { id }),
    );
  }

  async getListingsByIds(ids: number[], options: ListingQueryOptions = {}): Promise<Listing[]> {
    if (ids.length === 0) return [];
    const result = await this.client.request<{ listings: Listing[] }>(
      LISTINGS_ROUTES.listingsByIds.method,
      pathOf(LISTINGS_ROUTES.listingsByIds),
      {
        query: { currencyId: options.currencyId, mode: options.mode },
        body: { listings: ids },
      },
    );
    if (!result.ok) throw new Error(`listings by ids failed: ${result.error.message}`);
    return result.value.listings;
  }
}
