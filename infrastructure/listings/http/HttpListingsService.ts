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

/** ListingsService over the seed contract: GET /listings/v2/listings/{id}, POST /listings/v2/listings/ids. */
@injectable()
export class HttpListingsService implements ListingsService {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  getListing(id: number | string, options: ListingQueryOptions = {}): Promise<Result<Listing, DomainError>> {
    return this.client.request<Listing>('GET', `/listings/v2/listings/${encodeURIComponent(String(id))}`, {
      query: { currencyId: options.currencyId, mode: options.mode },
    });
  }

  async getPriceHistory(id: number): Promise<PricePoint[]> {
    const result = await this.client.request<{ prices: PricePoint[] }>(
      'GET',
      `/listings/v2/listings/${encodeURIComponent(String(id))}/priceHistory`,
    );
    if (!result.ok) throw new Error(`price history failed: ${result.error.message}`);
    return result.value.prices;
  }

  async getSimilarListings(id: number, options: ListingQueryOptions = {}): Promise<Listing[]> {
    const result = await this.client.request<{ listings: Listing[] }>(
      'GET',
      `/listings/v2/listings/${encodeURIComponent(String(id))}/similar`,
      { query: { currencyId: options.currencyId, mode: options.mode } },
    );
    if (!result.ok) throw new Error(`similar listings failed: ${result.error.message}`);
    return result.value.listings;
  }

  async getDuplicateListings(id: number, options: ListingQueryOptions = {}): Promise<Listing[]> {
    const result = await this.client.request<{ listings: Listing[] }>(
      'GET',
      `/listings/v2/listings/${encodeURIComponent(String(id))}/duplicates`,
      { query: { currencyId: options.currencyId, mode: options.mode } },
    );
    if (!result.ok) throw new Error(`duplicate listings failed: ${result.error.message}`);
    return result.value.listings;
  }

  async getProjectListings(projectId: number, options: ListingQueryOptions = {}): Promise<Listing[]> {
    const result = await this.client.request<{ listings: Listing[] }>(
      'GET',
      `/listings/v1/projects/${encodeURIComponent(String(projectId))}/listings`,
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
      'GET',
      `/listings/v2/listings/${encodeURIComponent(String(id))}/translate`,
      { query: { field, language } },
    );
  }

  async getProjectCompanies(ids: number[], mode: ProjectCompanyMode = 'Light'): Promise<ProjectCompany[]> {
    if (ids.length === 0) return [];
    const result = await this.client.request<{ projectCompanies: ProjectCompany[] }>(
      'POST',
      '/listings/v1/projects/companies/ids',
      { query: { mode }, body: { projectCompaniesIds: ids } },
    );
    if (!result.ok) throw new Error(`project companies failed: ${result.error.message}`);
    return result.value.projectCompanies;
  }

  async getRepositories(): Promise<ListingRepository[]> {
    const result = await this.client.request<{ repositories: ListingRepository[] }>('GET', '/listings/v2/repositories');
    if (!result.ok) throw new Error(`repositories failed: ${result.error.message}`);
    return result.value.repositories;
  }

  getRepository(id: string): Promise<Result<ListingRepository, DomainError>> {
    return this.client.request<ListingRepository>('GET', `/listings/v2/repositories/${encodeURIComponent(id)}`);
  }

  async getListingsByIds(ids: number[], options: ListingQueryOptions = {}): Promise<Listing[]> {
    if (ids.length === 0) return [];
    const result = await this.client.request<{ listings: Listing[] }>('POST', '/listings/v2/listings/ids', {
      query: { currencyId: options.currencyId, mode: options.mode },
      body: { listings: ids },
    });
    if (!result.ok) throw new Error(`listings by ids failed: ${result.error.message}`);
    return result.value.listings;
  }
}
