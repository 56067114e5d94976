import { PULL_OK, FeedSourceErrors } from '#domain/import/feedSource';
import type { Clock } from '#domain/shared/Clock';
import type {
  AgencyFeedImporter,
  AgencyFeedSource,
  AgencyFeedSources,
  FeedArchive,
  FeedDownloader,
  FeedUrls,
  ImportLimits,
} from '../ports';
import { unpackFeed } from '../unpackFeed';

export interface PullAgencyFeedsPorts {
  sources: AgencyFeedSources;
  urls: FeedUrls;
  downloader: FeedDownloader;
  archive: FeedArchive;
  importer: AgencyFeedImporter;
  limits: ImportLimits;
  clock: Clock;
  /** How long after a pull an agency's feed is pulled again. */
  everyMs: number;
  /** Sources pulled in one run at most (the next run takes the rest). */
  batch: number;
  log?: { warn(object: object, message: string): void };
}

/**
 * The scheduled pull (docs/import-api.md "Feed URL"): each feed URL not pulled for `everyMs` is
 * checked against the outbound-URL rule again, fetched within the size and time limits, unpacked
 * and checked like an upload, and imported as a full feed. One agency's failure is its outcome,
 * kept beside its URL, and never stops the others.
 */
export class PullAgencyFeedsHandler {
  constructor(private readonly ports: PullAgencyFeedsPorts) {}

  async execute(): Promise<{ pulled: number; failed: number }> {
    const now = this.ports.clock.now();
    const due = await this.ports.sources.dueSince(new Date(now.getTime() - this.ports.everyMs), this.ports.batch);
    let failed = 0;
    for (const source of due) {
      const outcome = await this.pull(source).catch((error: unknown) => {
        this.ports.log?.warn({ err: error, agencyId: source.agencyId }, 'feed pull failed');
        return 'FEED_PULL_FAILED';
      });
      if (outcome !== PULL_OK) failed++;
      await this.ports.sources.pulled(source.agencyId, now, outcome);
    }
    return { pulled: due.length - failed, failed };
  }

  private async pull(source: AgencyFeedSource): Promise<string> {
    const { urls, downloader, archive, importer, limits } = this.ports;
    if (!(await urls.accepts(source.url))) return FeedSourceErrors.urlNotPublic().code;
    const bytes = await downloader.download(source.url, { maxBytes: limits.maxFeedBytes });
    if (!bytes.ok) return bytes.error.code;
    const feed = await unpackFeed(bytes.value, archive, limits);
    if (!feed.ok) return feed.error.code;
    const run = await importer.import(source.agencyId, source.format, feed.value, 'full');
    return run.ok ? PULL_OK : run.error.code;
  }
}
