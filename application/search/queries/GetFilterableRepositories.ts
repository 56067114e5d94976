import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type FilterableRepository, SearchesService } from '../ports';

/** GET /repositories/filterable: the vocabularies search filters offer, as the listings use them. */
@injectable()
export class GetFilterableRepositoriesHandler {
  constructor(@inject(SearchesService) private readonly searches: SearchesService) {}

  execute(): Promise<Result<FilterableRepository[], DomainError>> {
    return this.searches.getFilterableRepositories();
  }
}
