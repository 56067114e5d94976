import { alertNewsOf } from '#domain/alerts/alertNews';
import { alertWindowRule } from '#domain/alerts/changeLogWindow';
import { matchesSearch } from '#domain/alerts/matchSearch';
import { receivesDigests } from '#domain/alerts/receivesDigests';
import { SavedSearchIndex } from '#domain/alerts/SavedSearchIndex';
import { toSquareMeters } from '#domain/portal/AreaUnits';
import { convertExact } from '#domain/portal/ExchangeRates';
import type { Clock } from '#domain/shared/Clock';
import type {
  AlertChangeLog,
  AlertDigestSettings,
  AlertRates,
  DigestOutbox,
  DigestSearch,
  DigestSearches,
  DigestTemplates,
  QueuedDigest,
} from '../jobPorts';
import { DigestComposer, type ListingNews } from './sendAlertDigests/composeDigest';

/** The digests' own cursor over the change log (the pushes and the duplicates job keep theirs). */
export const DIGESTS_CURSOR = 'digests';
/** Digests handed to the outbox per write (a few megabytes). */
const WRITE_CHUNK = 500;

export interface AlertRunReport {
  windowStart: number;
  windowEnd: number;
  events: number;
  searchesChecked: number;
  searchesMatched: number;
  mailsQueued: number;
  ms: number;
  /** Of which: the reverse match, and queueing the digests (composing and writing). */
  matchMs: number;
  queueMs: number;
}

/**
 * The alert digests (docs/alerts-job.md), one run: the window of the change log past
 * the cursor is due when anything changed in it; its news (new listings, price drops and
 * increases) are matched against every saved search with e-mail alerts whose owner's address is
 * confirmed, by the reverse index; each matched search gets one digest in its owner's language and
 * currency, queued with its delivery row so it goes out once, even when a crashed run resumes.
 * Built over the database's stores in config/di/alertDigests.ts (the server, the tests, the bench).
 */
export class SendAlertDigestsHandler {
  constructor(
    private readonly changeLog: AlertChangeLog,
    private readonly searches: DigestSearches,
    private readonly outbox: DigestOutbox,
    private readonly templates: DigestTemplates,
    private readonly rates: AlertRates,
    private readonly clock: Clock,
    private readonly settings: AlertDigestSettings,
  ) {}

  /** Undefined when nothing changed since the last run: no window is due. */
  async execute(): Promise<AlertRunReport | undefined> {
    const started = Date.now();
    const window = await this.changeLog.open(
      DIGESTS_CURSOR,
      alertWindowRule(this.settings.maxChanges),
      this.clock.now(),
    );
    if (!window) return undefined;
    const changed = await this.changeLog.changedListings(window);
    const events: ListingNews[] = [];
    for (const listing of changed.listings) {
      const change = alertNewsOf(listing, { start: window.start, startedAt: changed.startedAt });
      if (change) events.push({ ...listing, change });
    }
    const rates = await this.rates.current();
    const composer = new DigestComposer(this.templates, this.settings, rates, window.end);
    const figures = { searchesChecked: 0, searchesMatched: 0, mailsQueued: 0, matchMs: 0, queueMs: 0 };
    if (events.length > 0) {
      const pageSize = this.settings.searchPage ?? 20_000;
      let afterId = 0;
      for (let page = 0; ; page++) {
        const rows = await this.searches.page(afterId, pageSize);
        if (rows.length === 0) break;
        afterId = rows[rows.length - 1].id;
        figures.searchesChecked += rows.length;
        const matchStarted = Date.now();
        const found = matchNews(rows, events, rates);
        figures.searchesMatched += found.length;
        figures.matchMs += Date.now() - matchStarted;
        const queueStarted = Date.now();
        figures.mailsQueued += await this.queue(found, window.end, composer);
        figures.queueMs += Date.now() - queueStarted;
        await this.settings.afterPage?.(page);
        if (rows.length < pageSize) break;
      }
    }
    await this.changeLog.close(DIGESTS_CURSOR, window.end, this.clock.now());
    const report: AlertRunReport = {
      windowStart: window.start,
      windowEnd: window.end,
      events: events.length,
      ...figures,
      ms: Date.now() - started,
    };
    this.settings.log?.info(
      { ...report, searchesPerSecond: Math.round((report.searchesChecked * 1000) / Math.max(report.ms, 1)) },
      'alerts: digests queued',
    );
    return report;
  }

  /** A page's digests, composed a chunk at a time while the outbox writes the previous chunk. */
  private queue(
    found: { search: DigestSearch; events: ListingNews[] }[],
    windowEnd: number,
    composer: DigestComposer,
  ): Promise<number> {
    let from = 0;
    return this.outbox.queue(windowEnd, () => {
      if (from >= found.length) return undefined;
      const digests: QueuedDigest[] = [];
      for (const { search, events } of found.slice(from, from + WRITE_CHUNK)) {
        const digest = composer.compose(search, events);
        if (digest) digests.push(digest);
      }
      from += WRITE_CHUNK;
      return digests;
    });
  }
}

/**
 * Which news each search of a page receives: only searches that get digests at all (e-mail alerts,
 * confirmed address) are matched; candidates come from the reverse index by place, transaction and
 * type, and matchesSearch checks the remaining filters (docs/alerts-job.md "Matching").
 */
function matchNews(
  rows: readonly DigestSearch[],
  events: readonly ListingNews[],
  rates: Parameters<typeof convertExact>[3],
): { search: DigestSearch; events: ListingNews[] }[] {
  const index = new SavedSearchIndex();
  for (const row of rows) if (receivesDigests(row)) index.add({ id: row.id, filters: row.filters });
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Made once per search, not per candidate check.
  const toEurOf = new Map(
    rows.map((row) => [row.id, (amount: number) => convertExact(amount, row.currencyId, 'EUR', rates)]),
  );
  const matched = new Map<number, ListingNews[]>();
  for (const event of events) {
    for (const candidate of index.candidates(event)) {
      if (!matchesSearch(candidate.filters, event, toEurOf.get(candidate.id)!, toSquareMeters)) continue;
      const list = matched.get(candidate.id);
      if (list) list.push(event);
      else matched.set(candidate.id, [event]);
    }
  }
  return [...matched].map(([id, found]) => ({ search: byId.get(id)!, events: found }));
}
