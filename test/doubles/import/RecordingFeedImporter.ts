import type { AgencyFeed, AgencyFeedImporter, AgencyImportRuns, ImportRunReceipt } from '#application/import/ports';
import type { FeedFormat, ImportMode } from '#domain/import/FeedFormat';
import { emptyCounts } from '#domain/listings/import/ImportRunReport';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';

export interface RecordedRun {
  runId: number;
  agencyId: number;
  format: FeedFormat;
  mode: ImportMode;
  xml: string;
  images: string[];
}

/**
 * Tests only: the import core's two ports (AgencyFeedImporter, AgencyImportRuns) as a recorder.
 * Every feed that reaches it is a run, kept with what it was given; `runsOf` answers them newest
 * first. What the edges must refuse never gets here, which is what their tests check.
 */
export class RecordingFeedImporter implements AgencyFeedImporter, AgencyImportRuns {
  readonly runs: RecordedRun[] = [];
  /** What the next runs answer: pictures still to come (the upload's 202) or none. */
  picturesPending = false;

  async import(
    agencyId: number,
    format: FeedFormat,
    feed: AgencyFeed,
    mode: ImportMode,
  ): Promise<Result<ImportRunReceipt, DomainError>> {
    const runId = this.runs.length + 1;
    this.runs.push({
      runId,
      agencyId,
      format,
      mode,
      xml: feed.xml.toString('latin1'),
      images: [...feed.images.keys()],
    });
    return ok({ runId, counts: emptyCounts(), picturesPending: this.picturesPending });
  }

  async runsOf(agencyId: number, limit: number): Promise<readonly unknown[]> {
    return this.runs
      .filter((run) => run.agencyId === agencyId)
      .reverse()
      .slice(0, limit)
      .map(({ runId, format, mode }) => ({ runId, format, mode }));
  }
}
