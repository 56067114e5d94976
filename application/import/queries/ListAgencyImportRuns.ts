import { inject, injectable } from 'inversify';
import { type AgencyCaller, keyMayActFor } from '#domain/identity/AgencyApiKey';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { AgencyImportRuns, ImportLimits } from '../ports';

/** GET /import/agencies/{agencyId}/runs: the agency's latest run reports, newest first, to its own key only. */
@injectable()
export class ListAgencyImportRunsHandler {
  constructor(
    @inject(AgencyImportRuns) private readonly runs: AgencyImportRuns,
    @inject(ImportLimits) private readonly limits: ImportLimits,
  ) {}

  async execute(query: {
    caller: AgencyCaller;
    agencyId: number;
  }): Promise<Result<{ runs: readonly unknown[] }, DomainError>> {
    const allowed = keyMayActFor(query.caller.agencyId, query.agencyId);
    if (!allowed.ok) return allowed;
    return ok({ runs: await this.runs.runsOf(query.agencyId, this.limits.runsListed) });
  }
}
