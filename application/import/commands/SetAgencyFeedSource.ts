import { inject, injectable } from 'inversify';
import { type AgencyCaller, keyMayActFor } from '#domain/identity/AgencyApiKey';
import type { FeedFormat } from '#domain/import/FeedFormat';
import { FEED_URL_MAX, FeedSourceErrors } from '#domain/import/feedSource';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { type AgencyFeedSource, AgencyFeedSources, FeedUrls, ImportClock } from '../ports';

export interface SetAgencyFeedSource {
  caller: AgencyCaller;
  agencyId: number;
  url: string;
  format: FeedFormat;
}

/**
 * PUT /import/agencies/{agencyId}/feedSource: the URL the portal pulls the agency's full feed from
 * on a schedule. Kept only when the outbound-URL rule accepts it (checked again at every pull).
 */
@injectable()
export class SetAgencyFeedSourceHandler {
  constructor(
    @inject(AgencyFeedSources) private readonly sources: AgencyFeedSources,
    @inject(FeedUrls) private readonly urls: FeedUrls,
    @inject(ImportClock) private readonly clock: Clock,
  ) {}

  async execute(command: SetAgencyFeedSource): Promise<Result<AgencyFeedSource, DomainError>> {
    const allowed = keyMayActFor(command.caller.agencyId, command.agencyId);
    if (!allowed.ok) return allowed;
    const url = command.url.trim();
    if (url.length > FEED_URL_MAX) return err(FeedSourceErrors.urlTooLong());
    if (!(await this.urls.accepts(url))) return err(FeedSourceErrors.urlNotPublic());
    return ok(
      await this.sources.save({ agencyId: command.agencyId, url, format: command.format, at: this.clock.now() }),
    );
  }
}
