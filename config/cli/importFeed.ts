import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { unpackFeed } from '#application/import/unpackFeed';
import { IMPORT_FORMATS, type ImportFormat } from '#domain/listings/import/ImportedListing';
import type { ImportRunReport } from '#domain/listings/import/ImportRunReport';
import { openDatabase } from '#infrastructure/db/Database';
import { PublicHttpsFetch } from '#infrastructure/import/http/PublicHttpsFetch';
import { SharpFeedImages } from '#infrastructure/import/images/SharpFeedImages';
import { YauzlFeedArchive } from '#infrastructure/import/zip/YauzlFeedArchive';
import { listingImportHandlers } from '../di/listingImportBindings';
import { readSettings, type Settings } from '../env';

const USAGE = 'usage: npm run import -- <file> --agency <id> [--format openimmo|kyero] [--delta] [--no-images]';

/**
 * `npm run import -- <file> --agency <id> [--format openimmo|kyero] [--delta] [--no-images]`: imports
 * an agency's feed file (the XML, or a zip of it and its pictures, checked like an upload) into the
 * portal's own database (DATABASE_URL, else the embedded one in DATA_DIR), then its pictures into
 * DATA_DIR/media unless --no-images, and prints the run's report (docs/import.md). Without --format,
 * the document's root element says it. Exits 1 when the feed is not read at all, 2 when some listings
 * were rejected.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const file = args.find((arg, i) => !arg.startsWith('--') && !['--agency', '--format'].includes(args[i - 1] ?? ''));
  const agencyId = Number(option('--agency'));
  if (!file || !Number.isSafeInteger(agencyId) || agencyId <= 0) throw new Error(USAGE);
  const settings = readSettings();
  const unpacked = await unpackFeed(await readFile(file), new YauzlFeedArchive(), limitsOf(settings));
  if (!unpacked.ok) throw new Error(`${unpacked.error.code}: ${unpacked.error.message}`);
  const feed = unpacked.value;
  const format = (option('--format') ?? sniffFormat(feed.xml)) as ImportFormat;
  if (!IMPORT_FORMATS.includes(format)) throw new Error(`${USAGE}\n(the format could not be told from the file)`);

  const opened = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  try {
    const { importFeed, importPictures } = listingImportHandlers(
      opened.db,
      undefined,
      args.includes('--no-images') ? undefined : feedImagesOf(settings),
    );
    const result = await importFeed.execute({
      agencyId,
      format,
      feed: feed.xml,
      mode: args.includes('--delta') ? 'delta' : 'full',
    });
    if (!result.ok) {
      console.error(`${result.error.code}: ${result.error.message}`);
      process.exitCode = 1;
      return;
    }
    const report = result.value;
    if (importPictures)
      Object.assign(report, await importPictures.execute({ agencyId, runId: report.id, zipped: feed.images }));
    console.log(printReport(report));
    if (result.value.counts.rejected > 0) process.exitCode = 2;
  } finally {
    await opened.close();
  }
}

/** The upload's limits (docs/import-api.md "Limits"): a file given to the command is checked like one. */
function limitsOf(settings: Settings) {
  const limits = settings.import;
  return {
    maxFeedBytes: limits.maxFeedBytes,
    archive: {
      maxEntries: limits.zipMaxEntries,
      maxTotalBytes: limits.zipMaxTotalBytes,
      maxEntryBytes: limits.zipMaxEntryBytes,
      maxRatio: limits.zipMaxRatio,
    },
    runsListed: 50,
  };
}

/** The pictures into DATA_DIR/media as the server stores them (config/di/importServerModule.ts). */
function feedImagesOf(settings: Settings): SharpFeedImages {
  return new SharpFeedImages(new PublicHttpsFetch(), {
    mediaDir: path.join(settings.dataDir, 'media'),
    maxBytes: settings.import.imageMaxBytes,
    timeoutMs: settings.import.imageTimeoutS * 1000,
  });
}

function sniffFormat(bytes: Buffer): ImportFormat | undefined {
  const head = bytes.subarray(0, 4096).toString('latin1');
  if (/<openimmo[\s>]/u.test(head)) return 'openimmo';
  if (/<root[\s>]/u.test(head)) return 'kyero';
  return undefined;
}

function printReport(report: ImportRunReport): string {
  const { counts } = report;
  const seconds = (Date.parse(report.finishedAt) - Date.parse(report.startedAt)) / 1000;
  const lines = [
    `Import run ${report.id ?? ''} for agency ${report.agencyId} (${report.format}, ${report.mode}) in ${seconds.toFixed(1)} s`,
    `  new ${counts.new}, changed ${counts.changed}, unchanged ${counts.unchanged}, archived ${counts.archived}, rejected ${counts.rejected}`,
    report.pictures
      ? `  pictures stored ${report.pictures.stored}, refused ${report.pictures.refused}`
      : '  pictures not imported (--no-images)',
    ...report.rejections.map(
      (item) => `  rejected ${item.reference}: ${item.field} ${item.reason}${item.value ? ` (${item.value})` : ''}`,
    ),
    ...report.warnings.map(
      (item) => `  warning ${item.reference}: ${item.field} ${item.reason}${item.value ? ` (${item.value})` : ''}`,
    ),
  ];
  return lines.join('\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
