import { inject, injectable } from 'inversify';
import { type AgencyCaller, keyMayActFor } from '#domain/identity/AgencyApiKey';
import type { FeedFormat, ImportMode } from '#domain/import/FeedFormat';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { AgencyFeedImporter, FeedArchive, type ImportRunReceipt, ImportLimits } from '../ports';
import { unpackFeed } from '../unpackFeed';

export interface UploadAgencyFeed {
  caller: AgencyCaller;
  agencyId: number;
  format: FeedFormat;
  mode: ImportMode;
  /** The request's body: an XML file or a zip of one XML file and its pictures. */
  file: Buffer;
}

/**
 * POST /import/agencies/{agencyId}/feeds (docs/import-api.md "Upload"): the agency's own key, the
 * file unpacked and checked (nothing is stored when it is refused), then one import run.
 */
@injectable()
export class UploadAgencyFeedHandler {
  constructor(
    @inject(AgencyFeedImporter) private readonly importer: AgencyFeedImporter,
    @inject(FeedArchive) private readonly archive: FeedArchive,
    @inject(ImportLimits) private readonly limits: ImportLimits,
  ) {}

  async execute(command: UploadAgencyFeed): Promise<Result<ImportRunReceipt, DomainError>> {
    const allowed = keyMayActFor(command.caller.agencyId, command.agencyId);
    if (!allowed.ok) return allowed;
    const feed = await unpackFeed(command.file, this.archive, this.limits);
    if (!feed.ok) return feed;
    return this.importer.import(command.agencyId, command.format, feed.value, command.mode);
  }
}
