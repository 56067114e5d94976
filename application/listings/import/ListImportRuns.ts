import { inject, injectable } from 'inversify';
import type { ImportRunReport } from '#domain/listings/import/ImportRunReport';
import { ListingImportStore } from './ports';

/** How many runs an agency's history shows: a month of hourly pulls and then some. */
export const IMPORT_RUNS_SHOWN = 50;

/** An agency's feed imports, newest first, with their counts and rejections. */
@injectable()
export class ListImportRunsHandler {
  constructor(@inject(ListingImportStore) private readonly store: ListingImportStore) {}

  execute(query: { agencyId: number; limit?: number }): Promise<ImportRunReport[]> {
    return this.store.runs(query.agencyId, Math.min(query.limit ?? IMPORT_RUNS_SHOWN, IMPORT_RUNS_SHOWN));
  }
}
