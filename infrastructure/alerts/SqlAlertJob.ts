import { and, eq, gt, sql } from 'drizzle-orm';
import { isAlertAddressConfirmed } from '#domain/alerts/alertAddressConfirmation';
import { matchesSearch } from '#domain/alerts/matchSearch';
import { digestMessageId, SavedSearchIndex } from '#domain/alerts/SavedSearchIndex';
import { convertExact, type ExchangeRates } from '#domain/portal/ExchangeRates';
import { toSquareMeters } from '#domain/portal/AreaUnits';
import type { SearchFilters } from '#domain/search/SearchFilters';
import type { Database } from '../db/DatabaseToken';
import { loadExchangeRates } from '../db/exchangeRates/loadExchangeRates';
import { alertAddresses, alertCursor, profiles, searches, userIdentities } from '../db/schema';
import { closeWindow, type EventRow, openWindow, readEvents } from './changeWindow';
import { type DigestListing, DigestRenderer } from './renderDigest';
import type { UnsubscribeLinks } from './UnsubscribeLinks';

const CURSOR = 'digests';

export interface AlertJobOptions {
  /** The portal's public origin and name, per portal id (config/portals), for links and the sender's name. */
  portal(portalId: string): { origin: string; name: string; defaultCulture: string; defaultCurrency: string };
  /** Catalogue text in a culture (config/i18n/alerts), ICU-formatted. */
  translate(culture: string, key: string, values?: Record<string, string | number>): string;
  links: UnsubscribeLinks;
  /** The host part of the digests' Message-IDs. */
  messageIdHost: string;
  /** Saved searches read and matched per page (memory stays flat at any number of searches). */
  searchPage?: number;
  /** Changes taken per run at most (the next run takes the rest). */
  maxChanges?: number;
  log?: { info(object: object, message: string): void; warn(object: object, message: string): void };
  /** Test seam for the fault script: called after each page of searches is queued. */
  afterPage?: (page: number) => Promise<void> | void;
}

export interface AlertRunReport {
  windowStart: number;
  windowEnd: number;
  events: number;
  searchesChecked: number;
  searchesMatched: number;
  mailsQueued: number;
  ms: number;
  /** Of which: the reverse match, and queueing the digests (rendering and writing). */
  matchMs: number;
  queueMs: number;
}

/**
 * The alert job (issue 12 §3), on the outbox's own worker rather than a job library (see
 * docs/alerts-job.md): each run takes the listings' change log past its cursor, turns it into
 * events (new listings, price drops and increases), matches them against every subscribed saved
 * search by the reverse index, and queues one digest per search and channel through the outbox,
 * in the owner's language and currency. The window is written down before the work starts and
 * each page of searches commits its digests with their delivery rows: a run killed at any point
 * resumes the same window, skips what is already queued, and re-queues nothing (same Message-ID).
 */
export class SqlAlertJob {
  constructor(
    private readonly db: Database,
    private readonly options: AlertJobOptions,
  ) {}

  async runOnce(): Promise<AlertRunReport | undefined> {
    const started = Date.now();
    const window = await openWindow(this.db, CURSOR, this.options.maxChanges);
    if (!window) return undefined;
    const events = await readEvents(this.db, window.start, window.end);
    const rates = await loadExchangeRates(this.db);
    let searchesChecked = 0;
    let searchesMatched = 0;
    let mailsQueued = 0;
    let matchMs = 0;
    let queueMs = 0;
    if (events.length > 0) {
      const pageSize = this.options.searchPage ?? 20_000;
      const renderers = new Map<string, { renderer: DigestRenderer; listings: Map<EventRow, DigestListing> }>();
      let afterId = 0;
      for (let page = 0; ; page++) {
        const rows = await this.searchPage(afterId, pageSize);
        if (rows.length === 0) break;
        afterId = rows[rows.length - 1].id;
        searchesChecked += rows.length;
        const matchStarted = Date.now();
        const index = new SavedSearchIndex();
        for (const row of rows)
          if (receivesDigests(row)) index.add({ id: row.id, filters: row.filters as SearchFilters });
        const byId = new Map(rows.map((row) => [row.id, row]));
        // Made once per search, not per candidate check.
        const toEurOf = new Map(
          rows.map((row) => [row.id, (amount: number) => convertExact(amount, row.currencyId, 'EUR', rates)]),
        );
        const matched = new Map<number, EventRow[]>();
        for (const event of events) {
          for (const candidate of index.candidates(event)) {
            if (!matchesSearch(candidate.filters, event, toEurOf.get(candidate.id)!, toSquareMeters)) continue;
            const list = matched.get(candidate.id);
            if (list) list.push(event);
            else matched.set(candidate.id, [event]);
          }
        }
        searchesMatched += matched.size;
        matchMs += Date.now() - matchStarted;
        const queueStarted = Date.now();
        const found = [...matched].map(([id, events]) => ({ search: byId.get(id)!, events }));
        mailsQueued += await this.queue(found, window.end, (search, events) =>
          this.digest(search, events, window.end, rates, renderers),
        );
        queueMs += Date.now() - queueStarted;
        await this.options.afterPage?.(page);
        if (rows.length < pageSize) break;
      }
    }
    await closeWindow(this.db, CURSOR, window.end);
    const report: AlertRunReport = {
      windowStart: window.start,
      windowEnd: window.end,
      events: events.length,
      searchesChecked,
      searchesMatched,
      mailsQueued,
      ms: Date.now() - started,
      matchMs,
      queueMs,
    };
    this.options.log?.info(
      { ...report, searchesPerSecond: Math.round((searchesChecked * 1000) / Math.max(report.ms, 1)) },
      'alerts: digests queued',
    );
    return report;
  }

  /** One page of saved, subscribed searches after `afterId`, with their owners, in one query. */
  private async searchPage(afterId: number, pageSize: number): Promise<SearchRow[]> {
    return (
      this.db
        .select({
          id: searches.id,
          filters: searches.filters,
          currencyId: searches.currencyId,
          portalId: searches.portalId,
          notifications: searches.notifications,
          title: searches.title,
          automaticTitle: searches.automaticTitle,
          profileId: searches.createdByProfileId,
          details: profiles.details,
          regional: profiles.regionalSettings,
          signInEmail: userIdentities.emailNormalized,
          emailVerifiedAt: userIdentities.emailVerifiedAt,
          confirmedAt: alertAddresses.confirmedAt,
        })
        .from(searches)
        .leftJoin(
          profiles,
          sql`${profiles.id} = case when ${searches.createdByProfileId} ~ '^[1-9][0-9]{0,8}$' then ${searches.createdByProfileId}::int end`,
        )
        // What proves the owner's address (domain/alerts/alertAddressConfirmation).
        .leftJoin(userIdentities, eq(userIdentities.userId, profiles.userId))
        .leftJoin(alertAddresses, sql`${alertAddresses.emailNormalized} = lower(trim(${profiles.details}->>'email'))`)
        .where(
          and(
            gt(searches.id, afterId),
            eq(searches.saved, true),
            eq(searches.isArchived, false),
            sql`cardinality(${searches.notifications}) > 0`,
          ),
        )
        .orderBy(searches.id)
        .limit(pageSize)
    );
  }

  /** A matched search's e-mail digest, rendered in its owner's language and currency (none without an e-mail). */
  private digest(
    search: SearchRow,
    found: EventRow[],
    windowEnd: number,
    rates: ExchangeRates,
    renderers: Map<string, { renderer: DigestRenderer; listings: Map<EventRow, DigestListing> }>,
  ): Digest | undefined {
    const email = search.details?.email;
    const regional = search.regional;
    if (!regional || !email || !search.notifications.includes('Email')) return undefined;
    const portal = this.options.portal(search.portalId);
    const culture = regional.language ?? regional.culture?.slice(0, 2) ?? portal.defaultCulture;
    const currency = regional.currencyId ?? search.currencyId ?? portal.defaultCurrency;
    const key = `${search.portalId}|${culture}|${currency}`;
    let shared = renderers.get(key);
    if (!shared) {
      const renderer = new DigestRenderer({
        culture,
        currency,
        portalName: portal.name,
        origin: portal.origin,
        translate: (text, values) => this.options.translate(culture, text, values),
      });
      shared = { renderer, listings: new Map() };
      renderers.set(key, shared);
    }
    const { renderer, listings } = shared;
    const shown = found.map((event) => {
      let listing = listings.get(event);
      if (!listing) {
        listing = {
          id: event.listingId,
          change: event.change,
          title: event.titles[culture] ?? event.titles.en ?? Object.values(event.titles)[0] ?? event.locality,
          locality: event.locality,
          imageUrl: event.images[0]?.url,
          price: convertExact(event.priceValue, event.priceCurrency, currency, rates),
          previousPrice:
            event.pricePreviousValue === null
              ? undefined
              : convertExact(event.pricePreviousValue, event.priceCurrency, currency, rates),
          perMonth: event.priceInterval === 'Month',
        };
        listings.set(event, listing);
      }
      return listing;
    });
    const mail = renderer.render({
      searchTitle: search.title ?? search.automaticTitle,
      searchUrl: `${portal.origin}/search?searchId=${search.id}`,
      manageUrl: `${portal.origin}/my-home`,
      unsubscribeUrl: `${portal.origin}${this.options.links.unsubscribePath(search.id, Number(search.profileId))}`,
      listings: shown,
    });
    const count = { New: 0, Drop: 0, Increase: 0 };
    for (const event of found) count[event.change] += 1;
    return {
      search_id: search.id,
      message_id: digestMessageId(search.id, 'Email', windowEnd, this.options.messageIdHost),
      listing_ids: found.map((event) => event.listingId),
      recipient: email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      news: count.New,
      drops: count.Drop,
      increases: count.Increase,
    };
  }

  /**
   * One page's digests, each with its delivery row and its counters, in one transaction of
   * multi-row statements (one per chunk of digests): a delivery row already there (queued before
   * a crash) inserts nothing, and then neither its mail nor its counters are written again. The
   * next chunk is rendered while the database writes the previous one.
   */
  private async queue(
    found: { search: SearchRow; events: EventRow[] }[],
    windowEnd: number,
    render: (search: SearchRow, events: EventRow[]) => Digest | undefined,
  ): Promise<number> {
    const chunkAt = (from: number): string | undefined => {
      if (from >= found.length) return undefined;
      const digests: Digest[] = [];
      for (const { search, events } of found.slice(from, from + WRITE_CHUNK)) {
        const digest = render(search, events);
        if (digest) digests.push(digest);
      }
      return digests.length > 0 ? JSON.stringify(digests) : '[]';
    };
    let queued = 0;
    await this.db.transaction(async (tx) => {
      // A chunk's rows are read twice (deliveries, then mails): kept in memory, not spilled to disk.
      await tx.execute(sql`set local work_mem = '64MB'`);
      let chunk = chunkAt(0);
      for (let from = 0; chunk !== undefined; from += WRITE_CHUNK) {
        // A drizzle query runs on every then(): one real promise, observed once, awaited below.
        const writing = Promise.resolve(
          tx.execute(sql`
          with x as (
            select * from json_to_recordset(${chunk}::json) as x(search_id int, message_id text, listing_ids int[],
              recipient text, subject text, text text, html text, news int, drops int, increases int)
          ), delivered as (
            insert into alert_deliveries (search_id, channel, window_end, message_id, listing_ids)
            select search_id, 'Email', ${windowEnd}, message_id, listing_ids from x
            on conflict do nothing
            returning search_id
          ), fresh as (
            select x.* from x join delivered using (search_id)
          ), mailed as (
            insert into email_outbox (kind, recipient, subject, text, html, message_id)
            select 'searchAlert', recipient, subject, text, html, message_id from fresh
            returning 1
          ), counted as (
            update searches set unread_total = unread_total + fresh.news,
              price_drops_total = price_drops_total + fresh.drops,
              price_increases_total = price_increases_total + fresh.increases
            from fresh where searches.id = fresh.search_id
            returning 1
          )
          select (select count(*) from mailed)::int as queued`),
        );
        writing.catch(() => undefined); // its failure is thrown where it is awaited
        await new Promise((resolve) => setImmediate(resolve)); // let the statement leave before rendering
        chunk = chunkAt(from + WRITE_CHUNK);
        const result = await writing;
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { queued: number }[];
        queued += Number(rows[0].queued);
      }
    });
    return queued;
  }
}

/** Digests written per statement (a few megabytes of JSON). */
const WRITE_CHUNK = 500;

interface SearchRow {
  id: number;
  filters: unknown;
  currencyId: string;
  portalId: string;
  notifications: string[];
  title: string | null;
  automaticTitle: string;
  profileId: string | null;
  details: { email?: string | null } | null;
  regional: { language?: string | null; culture?: string | null; currencyId?: string | null } | null;
  signInEmail: string | null;
  emailVerifiedAt: Date | null;
  confirmedAt: Date | null;
}

/**
 * A search gets e-mail digests only when subscribed by e-mail and its owner's address is confirmed
 * (docs/security.md "Mail to unconfirmed addresses"): the others are not matched at all.
 */
function receivesDigests(row: SearchRow): boolean {
  const email = row.details?.email;
  if (!email || !row.notifications.includes('Email')) return false;
  return isAlertAddressConfirmed({
    address: email,
    confirmedByLinkAt: row.confirmedAt,
    owner:
      row.signInEmail === null ? null : { signInEmail: row.signInEmail, emailProven: row.emailVerifiedAt !== null },
  });
}

/** A digest as one row of the write statement (snake case: the JSON is read by json_to_recordset). */
interface Digest {
  search_id: number;
  message_id: string;
  listing_ids: number[];
  recipient: string;
  subject: string;
  text: string;
  html: string;
  news: number;
  drops: number;
  increases: number;
}

/** Whether the cursor has a window in flight (a crashed run to resume). */
export async function alertRunInFlight(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ runSeq: alertCursor.runSeq })
    .from(alertCursor)
    .where(and(eq(alertCursor.name, CURSOR), sql`${alertCursor.runSeq} is not null`));
  return row !== undefined;
}
