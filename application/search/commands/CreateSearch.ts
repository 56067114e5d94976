import { inject, injectable, optional } from 'inversify';
import { RequestAlertConfirmation } from '#application/alerts';
import type { SearchResult } from '#domain/search/results/SearchResult';
import type { SearchDraft } from '#domain/search/saved/SavedSearch';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type AlertConfirmationRequester, confirmAlertAddressOf } from './alertAddressConfirmation';
import { type SearchCaller, type SearchExecution, SearchesService } from '../ports';

export interface CreateSearch {
  search: SearchDraft;
  execution: SearchExecution;
  caller: SearchCaller;
  /** Aborts the search's request when a newer search replaces it (the browser's results page). */
  signal?: AbortSignal;
}

/**
 * POST /searches: a new search, created and run. Document 001 §6: crawlers never store one: a
 * rule of SearchesService itself (its contract suite), so no caller of the port can bypass it.
 */
@injectable()
export class CreateSearchHandler {
  constructor(
    @inject(SearchesService) private readonly searches: SearchesService,
    @inject(RequestAlertConfirmation) @optional() private readonly alertConfirmation?: AlertConfirmationRequester,
  ) {}

  async execute(command: CreateSearch): Promise<Result<SearchResult, DomainError>> {
    const result = await this.searches.createSearch(command.search, command.execution, command.caller, {
      signal: command.signal,
    });
    if (result.ok) await confirmAlertAddressOf(result.value.search, command.caller, this.alertConfirmation);
    return result;
  }
}
