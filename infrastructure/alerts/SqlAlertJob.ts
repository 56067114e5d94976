import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { matchesSearch } from '#domain/alerts/matchSearch';
import { digestMessageId, SavedSearchIndex } from '#domain/alerts/SavedSearchIndex';
import { convertExact, type ExchangeRates } from '#domain/portal/ExchangeRates';
import { toSquareMeters } from '#domain/portal/AreaUnits';
import type { SearchFilters } from '#domain/search/SearchFilters';
import type { Database } from '../db/DatabaseToken';
import { loadExchangeRates } from '../db/exchangeRates/loadExchangeRates';
import { alertCursor, alertDeliveries, emailOutbox, profiles, searches } from '../db/schema';
import { closeWindow, type EventRow, openWindow, readEvents } from './changeWindow';
import { type DigestListing, renderDigest } from './renderDigest';
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
      let afterId = 0;
      for (let page = 0; ; page++) {
        const rows = await this.db
          .select({
            id: searches.id,
            filters: searches.filters,
            currencyId: searches.currencyId,
            portalId: searches.portalId,
            notifications: searches.notifications,
            title: searches.title,
            automaticTitle: searches.automaticTitle,
            profileId: searches.createdByProfileId,
          })
          .from(searches)
          .where(
            and(
              gt(searches.id, afterId),
              eq(searches.saved, true),
              eq(searches.isArchived, false),
              sql`cardinality(${searches.notifications}) > 0`,
            ),
          )
          .orderBy(searches.id)
          .limit(pageSize);
        if (rows.length === 0) break;
        afterId = rows[rows.length - 1].id;
        searchesChecked += rows.length;
        const index = new SavedSearchIndex();
        for (const row of rows) index.add({ id: row.id, filters: row.filters as SearchFilters });
        const byId = new Map(rows.map((row) => [row.id, row]));
        const matchStarted = Date.now();
        const matched = new Map<number, EventRow[]>();
        for (const event of events) {
          for (const candidate of index.candidates(event)) {
            const search = byId.get(candidate.id)!;
            const toEur = (amount: number) => convertExact(amount, search.currencyId, 'EUR', rates);
            if (!matchesSearch(candidate.filters, event, toEur, toSquareMeters)) continue;
            const list = matched.get(candidate.id);
            if (list) list.push(event);
            else matched.set(candidate.id, [event]);
          }
        }
        searchesMatched += matched.size;
        matchMs += Date.now() - matchStarted;
        const queueStarted = Date.now();
        mailsQueued += await this.queue(
          [...matched].map(([id, found]) => ({ search: byId.get(id)!, found })),
          window.end,
          rates,
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

  /** One digest per matched search and e-mail channel, with its delivery row, in one transaction per page. */
  private async queue(
    matches: {
      search: {
        id: number;
        currencyId: string;
        portalId: string;
        notifications: string[];
        title: string | null;
        automaticTitle: string;
        profileId: string | null;
      };
      found: EventRow[];
    }[],
    windowEnd: number,
    rates: ExchangeRates,
  ): Promise<number> {
    const owners = [...new Set(matches.map((m) => Number(m.search.profileId)).filter((id) => id > 0))];
    if (owners.length === 0) return 0;
    const people = await this.db
      .select({ id: profiles.id, details: profiles.details, regional: profiles.regionalSettings })
      .from(profiles)
      .where(inArray(profiles.id, owners));
    const byProfile = new Map(people.map((p) => [p.id, p]));
    type Digest = (typeof matches)[number] & { email: string; culture: string; currency: string; messageId: string };
    const digests: Digest[] = [];
    for (const match of matches) {
      const owner = byProfile.get(Number(match.search.profileId));
      const email = owner?.details.email;
      if (!owner || !email || !match.search.notifications.includes('Email')) continue;
      const portal = this.options.portal(match.search.portalId);
      digests.push({
        ...match,
        email,
        culture: owner.regional.language ?? owner.regional.culture?.slice(0, 2) ?? portal.defaultCulture,
        currency: owner.regional.currencyId ?? match.search.currencyId ?? portal.defaultCurrency,
        messageId: digestMessageId(match.search.id, 'Email', windowEnd, this.options.messageIdHost),
      });
    }
    let queued = 0;
    await this.db.transaction(async (tx) => {
      for (let from = 0; from < digests.length; from += 500) {
        const chunk = digests.slice(from, from + 500);
        // Queued before a crash: those digests are in the outbox already, with these Message-IDs.
        const inserted = await tx
          .insert(alertDeliveries)
          .values(
            chunk.map((d) => ({
              searchId: d.search.id,
              channel: 'Email',
              windowEnd,
              messageId: d.messageId,
              listingIds: d.found.map((e) => e.listingId),
            })),
          )
          .onConflictDoNothing()
          .returning({ searchId: alertDeliveries.searchId });
        const fresh = new Set(inserted.map((row) => row.searchId));
        const todo = chunk.filter((d) => fresh.has(d.search.id));
        if (todo.length === 0) continue;
        await tx.insert(emailOutbox).values(todo.map((d) => this.render(d, rates)));
        const counts = todo.map((d) => {
          const count = { New: 0, Drop: 0, Increase: 0 };
          for (const event of d.found) count[event.change] += 1;
          return sql`(${d.search.id}::int, ${count.New}::int, ${count.Drop}::int, ${count.Increase}::int)`;
        });
        await tx.execute(sql`
          update searches set unread_total = unread_total + v.n, price_drops_total = price_drops_total + v.d,
            price_increases_total = price_increases_total + v.i
          from (values ${sql.join(counts, sql`, `)}) as v(id, n, d, i) where searches.id = v.id`);
        queued += todo.length;
      }
    });
    return queued;
  }

  /** One digest as its outbox row: HTML and text in the owner's language and currency. */
  private render(
    d: {
      search: { id: number; portalId: string; title: string | null; automaticTitle: string; profileId: string | null };
      found: EventRow[];
      email: string;
      culture: string;
      currency: string;
      messageId: string;
    },
    rates: ExchangeRates,
  ): typeof emailOutbox.$inferInsert {
    const portal = this.options.portal(d.search.portalId);
    const listingsShown: DigestListing[] = d.found.map((event) => ({
      id: event.listingId,
      change: event.change,
      title: event.titles[d.culture] ?? event.titles.en ?? Object.values(event.titles)[0] ?? event.locality,
      locality: event.locality,
      imageUrl: event.images[0]?.url,
      price: convertExact(event.priceValue, event.priceCurrency, d.currency, rates),
      previousPrice:
        event.pricePreviousValue === null
          ? undefined
          : convertExact(event.pricePreviousValue, event.priceCurrency, d.currency, rates),
      perMonth: event.priceInterval === 'Month',
    }));
    const mail = renderDigest({
      culture: d.culture,
      currency: d.currency,
      portalName: portal.name,
      origin: portal.origin,
      searchTitle: d.search.title ?? d.search.automaticTitle,
      searchUrl: `${portal.origin}/search?searchId=${d.search.id}`,
      manageUrl: `${portal.origin}/my-home`,
      unsubscribeUrl: `${portal.origin}${this.options.links.unsubscribePath(d.search.id, Number(d.search.profileId))}`,
      listings: listingsShown,
      translate: (key, values) => this.options.translate(d.culture, key, values),
    });
    return {
      kind: 'searchAlert',
      recipient: d.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: d.messageId,
    };
  }
}

/** Whether the cursor has a window in flight (a crashed run to resume). */
export async function alertRunInFlight(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ runSeq: alertCursor.runSeq })
    .from(alertCursor)
    .where(and(eq(alertCursor.name, CURSOR), sql`${alertCursor.runSeq} is not null`));
  return row !== undefined;
}
