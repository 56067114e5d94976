import { inject, injectable, optional } from 'inversify';
import { RequestAlertConfirmation } from '#application/alerts';
import type { SearchResult } from '#domain/search/results/SearchResult';
import type { SearchDraft } from '#domain/search/saved/SavedSearch';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { type AlertConfirmationRequester, confirmAlertAddressOf } from './alertAddressConfirmation';
import { type SearchCaller, type SearchExecution, SearchesService } from '../ports';

export interface PatchSearch {
  id: number | string;
  patch: Partial<SearchDraft>;
  execution: SearchExecution;
  caller: SearchCaller;
}

/**
 * PATCH /searches/{id}: document 001 §4 "existing search patched when filters differ or the
 * currency changed"; saving, renaming and alerts change the stored search too.
 */
@injectable()
export class PatchSearchHandler {
  constructor(
    @inject(SearchesService) private readonly searches: SearchesService,
    @inject(RequestAlertConfirmation) @optional() private readonly alertConfirmation?: AlertConfirmationRequester,
  ) {}

  async execute(command: PatchSearch): Promise<Result<SearchResult, DomainError>> {
    const result = await this.searches.patchSearch(command.id, command.patch, command.execution, command.caller);
    if (result.ok) await confirmAlertAddressOf(result.value.search, command.caller, this.alertConfirmation);
    return result;
  }
}
