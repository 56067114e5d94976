import path from 'node:path';
import { ContainerModule } from 'inversify';
import { PullAgencyFeedsHandler } from '#application/import/commands/PullAgencyFeeds';
import { RemoveAgencyFeedSourceHandler } from '#application/import/commands/RemoveAgencyFeedSource';
import { SetAgencyFeedSourceHandler } from '#application/import/commands/SetAgencyFeedSource';
import { UploadAgencyFeedHandler } from '#application/import/commands/UploadAgencyFeed';
import {
  AgencyFeedImporter,
  AgencyFeedSources,
  AgencyImportRuns,
  FeedArchive,
  FeedDownloader,
  FeedImages,
  FeedUrls,
  ImportClock,
  ImportJobs,
  ImportLimits,
  ImportPictureJobs,
} from '#application/import/ports';
import { FeedPictures, ImportClock as ListingImportClock } from '#application/listings/import/ports';
import {
  CountListingsDuePictures,
  ImportAgencyFeed,
  ImportListingPictures,
  ListImportRuns,
} from '#application/listings/import/tokens';
import { GetAgencyFeedSourceHandler } from '#application/import/queries/GetAgencyFeedSource';
import { ListAgencyImportRunsHandler } from '#application/import/queries/ListAgencyImportRuns';
import * as tokens from '#application/import/tokens';
import { Database } from '#infrastructure/db/DatabaseToken';
import { HttpsFeedDownloader } from '#infrastructure/import/http/HttpsFeedDownloader';
import { PublicHttpsFetch } from '#infrastructure/import/http/PublicHttpsFetch';
import { SharpFeedImages } from '#infrastructure/import/images/SharpFeedImages';
import { SqlAgencyFeedSources } from '#infrastructure/import/sql/SqlAgencyFeedSources';
import { YauzlFeedArchive } from '#infrastructure/import/zip/YauzlFeedArchive';
import { BackgroundJobs } from '#infrastructure/jobs/BackgroundJobs';
import { PeriodicJob } from '#infrastructure/jobs/PeriodicJob';
import { SqlJobLeases } from '#infrastructure/jobs/SqlJobLeases';
import { PublicHttpsEndpoints } from '#infrastructure/shared/net/PublicHttpsEndpoints';
import type { ServerModuleOptions } from './ServerModuleOptions';

/** Feed URLs pulled in one run of the job at most; the next run takes the rest. */
const PULL_BATCH = 50;

/**
 * The agencies' import API on the server (docs/import-api.md): the limits from IMPORT_* settings,
 * the zip reader, the outbound fetches (feed URLs, pictures) under the outbound-URL rule, the
 * pictures into DATA_DIR/media, the feed URLs on the database, and the scheduled pull every
 * IMPORT_FEED_PULL_INTERVAL_S (checked every tenth of it, at most every 5 minutes; 0 turns it
 * off), on one node at a time. AgencyFeedImporter and AgencyImportRuns are the import's own use cases
 * (ImportAgencyFeed then ImportListingPictures, ListImportRuns of application/listings/import, bound by
 * the listings module), FeedPictures their media store.
 */
export function importServerModule(options: ServerModuleOptions): ContainerModule {
  const settings = options.settings.import;
  return new ContainerModule(({ bind }) => {
    bind(ImportLimits).toConstantValue({
      maxFeedBytes: settings.maxFeedBytes,
      archive: {
        maxEntries: settings.zipMaxEntries,
        maxTotalBytes: settings.zipMaxTotalBytes,
        maxEntryBytes: settings.zipMaxEntryBytes,
        maxRatio: settings.zipMaxRatio,
      },
      runsListed: 50,
    });
    // One clock for the whole import: the core's (config/di/listingImportBindings.ts).
    bind(ImportClock).toDynamicValue((context) => context.get(ListingImportClock));
    bind(FeedArchive).toConstantValue(new YauzlFeedArchive());
    // The outbound-URL rule is alerts' PublicHttpsEndpoints, read per use so a test's rebinding holds.
    bind(FeedUrls).toDynamicValue((context) => context.get(PublicHttpsEndpoints));
    bind(PublicHttpsFetch).toDynamicValue((context) => new PublicHttpsFetch(context.get(PublicHttpsEndpoints)));
    bind(FeedDownloader).toDynamicValue(
      (context) => new HttpsFeedDownloader(context.get(PublicHttpsFetch), settings.feedTimeoutS * 1000),
    );
    bind(FeedImages).toDynamicValue(
      (context) =>
        new SharpFeedImages(context.get(PublicHttpsFetch), {
          mediaDir: path.join(options.settings.dataDir, 'media'),
          maxBytes: settings.imageMaxBytes,
          timeoutMs: settings.imageTimeoutS * 1000,
        }),
    );
    bind(FeedPictures).toDynamicValue((context) => context.get(FeedImages));
    bind(ImportPictureJobs)
      .toDynamicValue(
        (context) => new BackgroundJobs(context.get(SqlJobLeases), { job: 'import.pictures', log: options.log }),
      )
      .inSingletonScope();
    // A run is its listings, then their pictures (docs/import.md "Pictures"): the answer comes when the
    // listings are written, and pictures due (thousands of URLs at the agencies' pace) are imported after
    // it in the background; the report gains their counts then. A node dying mid-way leaves those
    // listings due, and the agency's next run gives them their pictures.
    bind(AgencyFeedImporter).toDynamicValue((context) => {
      const importFeed = context.get(ImportAgencyFeed);
      const importPictures = context.get(ImportListingPictures);
      const picturesDue = context.get(CountListingsDuePictures);
      const background = context.get(ImportPictureJobs);
      return {
        async import(agencyId, format, feed, mode) {
          const run = await importFeed.execute({ agencyId, format, feed: feed.xml, mode });
          if (!run.ok) return run;
          const pictures = { agencyId, runId: run.value.id, zipped: feed.images };
          const picturesPending = (await picturesDue.execute({ agencyId })) > 0;
          if (picturesPending) background.run(`agency:${agencyId}`, () => importPictures.execute(pictures));
          // Nothing to fetch: the report is completed now (pictures 0 / 0), the same as after a fetch.
          else await importPictures.execute(pictures);
          return { ok: true, value: { runId: run.value.id ?? 0, counts: run.value.counts, picturesPending } };
        },
      };
    });
    bind(AgencyImportRuns).toDynamicValue((context) => {
      const listRuns = context.get(ListImportRuns);
      return { runsOf: (agencyId, limit) => listRuns.execute({ agencyId, limit }) };
    });
    bind(AgencyFeedSources).toDynamicValue((context) => new SqlAgencyFeedSources(context.get(Database)));
    bind(tokens.UploadAgencyFeed).to(UploadAgencyFeedHandler);
    bind(tokens.ListAgencyImportRuns).to(ListAgencyImportRunsHandler);
    bind(tokens.SetAgencyFeedSource).to(SetAgencyFeedSourceHandler);
    bind(tokens.GetAgencyFeedSource).to(GetAgencyFeedSourceHandler);
    bind(tokens.RemoveAgencyFeedSource).to(RemoveAgencyFeedSourceHandler);
    bind(tokens.PullAgencyFeeds).toDynamicValue(
      (context) =>
        new PullAgencyFeedsHandler({
          sources: context.get(AgencyFeedSources),
          urls: context.get(FeedUrls),
          downloader: context.get(FeedDownloader),
          archive: context.get(FeedArchive),
          importer: context.get(AgencyFeedImporter),
          limits: context.get(ImportLimits),
          clock: context.get(ImportClock),
          everyMs: settings.feedPullIntervalS * 1000,
          batch: PULL_BATCH,
          log: options.log,
        }),
    );
    bind(ImportJobs)
      .toDynamicValue((context) => {
        const intervalS = settings.feedPullIntervalS;
        const job =
          intervalS > 0
            ? new PeriodicJob(context.get(SqlJobLeases), {
                job: 'import.feeds',
                intervalMs: Math.min(Math.ceil(intervalS / 10), 300) * 1000,
                // Resolved per run: the importer is the core's, and a run that cannot have it fails alone.
                run: () => context.get(tokens.PullAgencyFeeds).execute(),
                firstRunMs: 30_000,
                log: options.log,
              })
            : undefined;
        const pictures = context.get(ImportPictureJobs);
        // Stopping waits for the pictures under way too: a graceful shutdown finishes them.
        return {
          start: () => job?.start(),
          stop: async () => {
            await job?.stop();
            await pictures.idle();
          },
        };
      })
      .inSingletonScope();
  });
}
