import { inject, injectable } from 'inversify';
import { type AgencyCaller, keyMayActFor } from '#domain/identity/AgencyApiKey';
import { FeedSourceErrors } from '#domain/import/feedSource';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { AgencyFeedSources } from '../ports';

/** DELETE /import/agencies/{agencyId}/feedSource: the schedule stops; the imported listings stay. */
@injectable()
export class RemoveAgencyFeedSourceHandler {
  constructor(@inject(AgencyFeedSources) private readonly sources: AgencyFeedSources) {}

  async execute(command: { caller: AgencyCaller; agencyId: number }): Promise<Result<void, DomainError>> {
    const allowed = keyMayActFor(command.caller.agencyId, command.agencyId);
    if (!allowed.ok) return allowed;
    return (await this.sources.remove(command.agencyId)) ? ok(undefined) : err(FeedSourceErrors.notSet());
  }
}
