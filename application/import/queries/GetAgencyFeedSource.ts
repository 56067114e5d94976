import { inject, injectable } from 'inversify';
import { type AgencyCaller, keyMayActFor } from '#domain/identity/AgencyApiKey';
import { FeedSourceErrors } from '#domain/import/feedSource';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { type AgencyFeedSource, AgencyFeedSources } from '../ports';

/** GET /import/agencies/{agencyId}/feedSource: the feed URL, its format and how its last pull ended. */
@injectable()
export class GetAgencyFeedSourceHandler {
  constructor(@inject(AgencyFeedSources) private readonly sources: AgencyFeedSources) {}

  async execute(query: { caller: AgencyCaller; agencyId: number }): Promise<Result<AgencyFeedSource, DomainError>> {
    const allowed = keyMayActFor(query.caller.agencyId, query.agencyId);
    if (!allowed.ok) return allowed;
    const source = await this.sources.find(query.agencyId);
    return source ? ok(source) : err(FeedSourceErrors.notSet());
  }
}
