import type { AgencyFeedSource, AgencyFeedSources, FeedDownloader, FeedUrls, ImportLimits } from '../ports';
import { RecordingFeedImporter } from '#test/doubles/import/RecordingFeedImporter';
import { domainError } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import { PullAgencyFeedsHandler } from './PullAgencyFeeds';

const NOW = new Date('2026-11-29T12:00:00Z');
const HOUR = 3600_000;
const FEED = '<?xml version="1.0"?><root><property/></root>';
const limits: ImportLimits = {
  maxFeedBytes: 1024,
  archive: { maxEntries: 10, maxTotalBytes: 4096, maxEntryBytes: 4096, maxRatio: 100 },
  runsListed: 10,
};

function memorySources(rows: AgencyFeedSource[]): AgencyFeedSources & { rows: AgencyFeedSource[] } {
  return {
    rows,
    save: async () => {
      throw new Error('not used');
    },
    find: async (agencyId) => rows.find((row) => row.agencyId === agencyId),
    remove: async () => false,
    dueSince: async (before, limit) =>
      rows.filter((row) => !row.lastPulledAt || row.lastPulledAt < before).slice(0, limit),
    pulled: async (agencyId, at, outcome) => {
      const row = rows.find((source) => source.agencyId === agencyId)!;
      row.lastPulledAt = at;
      row.lastOutcome = outcome;
    },
  };
}

const source = (agencyId: number, url: string, lastPulledAt: Date | null = null): AgencyFeedSource => ({
  agencyId,
  url,
  format: 'kyero',
  updatedAt: NOW,
  lastPulledAt,
  lastOutcome: null,
});

describe('pulling the agencies’ feed URLs', () => {
  it('imports each due feed in full, and keeps how each pull ended without one stopping the others', async () => {
    const sources = memorySources([
      source(1, 'https://a.example/feed.xml'),
      source(2, 'https://b.example/feed.xml', new Date(NOW.getTime() - 2 * HOUR)),
      source(3, 'https://rebound.example/feed.xml'),
      source(4, 'https://big.example/feed.xml'),
      source(5, 'https://doctype.example/feed.xml'),
      source(6, 'https://fresh.example/feed.xml', new Date(NOW.getTime() - HOUR / 2)),
    ]);
    const bodies: Record<string, string> = {
      'https://a.example/feed.xml': FEED,
      'https://b.example/feed.xml': FEED,
      'https://doctype.example/feed.xml': '<!DOCTYPE x [<!ENTITY a "b">]><root>&a;</root>',
    };
    const downloader: FeedDownloader = {
      download: async (url) =>
        url.startsWith('https://big.')
          ? err(domainError('TOO_LARGE', 'FEED_TOO_LARGE', 'too large'))
          : ok(Buffer.from(bodies[url] ?? '')),
    };
    // A name that resolved to a public address when it was kept, and to a private one now.
    const urls: FeedUrls = { accepts: async (url) => !url.includes('rebound') };
    const importer = new RecordingFeedImporter();
    const handler = new PullAgencyFeedsHandler({
      sources,
      urls,
      downloader,
      archive: { read: async () => err(domainError('INVALID', 'ZIP_INVALID', 'no zip here')) },
      importer,
      limits,
      clock: { now: () => NOW },
      everyMs: HOUR,
      batch: 10,
    });

    expect(await handler.execute()).toEqual({ pulled: 2, failed: 3 });
    expect(importer.runs.map((run) => [run.agencyId, run.format, run.mode])).toEqual([
      [1, 'kyero', 'full'],
      [2, 'kyero', 'full'],
    ]);
    expect(Object.fromEntries(sources.rows.map((row) => [row.agencyId, row.lastOutcome]))).toEqual({
      1: 'ok',
      2: 'ok',
      3: 'FEED_URL_NOT_PUBLIC',
      4: 'FEED_TOO_LARGE',
      5: 'FEED_DOCTYPE_REFUSED',
      6: null,
    });
    // Pulled now, so not due again within the hour.
    expect(await handler.execute()).toEqual({ pulled: 0, failed: 0 });
  });
});
