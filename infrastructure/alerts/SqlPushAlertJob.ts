import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { matchesSearch } from '#domain/alerts/matchSearch';
import { pushEventKey } from '#domain/alerts/pushEventKey';
import { SavedSearchIndex } from '#domain/alerts/SavedSearchIndex';
import { convertExact, indexedPriceEur, type ExchangeRates } from '#domain/portal/ExchangeRates';
import { toSquareMeters } from '#domain/portal/AreaUnits';
import type { SearchFilters } from '#domain/search/SearchFilters';
import type { Database } from '../db/DatabaseToken';
import { loadExchangeRates } from '../db/exchangeRates/loadExchangeRates';
import { profiles, pushDeliveries, pushSubscriptions, searches } from '../db/schema';
import { closeWindow, type EventRow, openWindow, readEvents } from './changeWindow';
import type { AlertDigestSettings } from '#application/alerts/ports';
import { renderPush } from './renderPush';
import type { PushOutcome, PushTarget } from './WebPushSender';

const CURSOR = 'push';

export interface PushAlertJobOptions extends Pick<AlertDigestSettings, 'portal'> {
  /** Catalogue text in a culture (config/i18n/alerts), ICU-formatted. */
  translate(culture: string, key: string, values?: Record<string, string | number>): string;
  log?: { info(object: object, message: string): void; warn(object: object, message: string): void };
  sender: { send(target: PushTarget, payload: string, topic: string): Promise<PushOutcome> };
  /** Saved searches read and matched per page. */
  searchPage?: number;
  /** Pushes sent at once. */
  concurrency?: number;
}

export interface PushRunReport {
  events: number;
  searchesMatched: number;
  pushesQueued: number;
  pushesSent: number;
  ms: number;
}

interface Candidate {
  id: number;
  filters: unknown;
  currencyId: string;
  portalId: string;
  title: string | null;
  automaticTitle: string;
  profileId: string | null;
}

/**
 * The instant alerts (issue 12 §5, "an instant push when a listing matching a push-subscribed
 * search appears or drops in price (seconds, not the next digest)"): every few seconds, the
 * listings' change log past its own cursor ('push', beside the digests' one) is matched against
 * the saved searches subscribed to PushNotification whose owner has a browser subscribed, by the
 * same reverse index as the digests. Each (search, listing, event) becomes one push_deliveries
 * row under a unique index, written before the window closes; then every unsent row is pushed to
 * each of its owner's browsers and marked sent. A crash between the push and the mark resends it
 * with the same Topic and tag, so the push service and the browser replace it instead of showing
 * it twice.
 */
export class SqlPushAlertJob {
  constructor(
    private readonly db: Database,
    private readonly options: PushAlertJobOptions,
  ) {}

  async runOnce(): Promise<PushRunReport> {
    const started = Date.now();
    let events: EventRow[] = [];
    let searchesMatched = 0;
    let pushesQueued = 0;
    const window = await openWindow(this.db, CURSOR);
    if (window) {
      events = (await readEvents(this.db, window.start, window.end)).filter((event) => event.change !== 'Increase');
      if (events.length > 0) {
        const rates = await loadExchangeRates(this.db);
        const pageSize = this.options.searchPage ?? 20_000;
        for (let afterId = 0; ;) {
          const rows = await this.candidates(afterId, pageSize);
          if (rows.length === 0) break;
          afterId = rows[rows.length - 1].id;
          const matched = this.match(rows, events, rates);
          searchesMatched += new Set(matched.map((m) => m.search.id)).size;
          pushesQueued += await this.queue(matched, window.end, rates);
          if (rows.length < pageSize) break;
        }
      }
      await closeWindow(this.db, CURSOR, window.end);
    }
    const pushesSent = await this.sendPending();
    const report = { events: events.length, searchesMatched, pushesQueued, pushesSent, ms: Date.now() - started };
    if (pushesQueued > 0 || pushesSent > 0) this.options.log?.info(report, 'alerts: pushes sent');
    return report;
  }

  /** Saved, push-subscribed searches whose owner has at least one browser to push to. */
  private candidates(afterId: number, limit: number): Promise<Candidate[]> {
    return this.db
      .select({
        id: searches.id,
        filters: searches.filters,
        currencyId: searches.currencyId,
        portalId: searches.portalId,
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
          sql`'PushNotification' = any(${searches.notifications})`,
          sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.profileId}::text = ${searches.createdByProfileId})`,
        ),
      )
      .orderBy(searches.id)
      .limit(limit);
  }

  private match(rows: Candidate[], events: EventRow[], rates: ExchangeRates) {
    const index = new SavedSearchIndex();
    for (const row of rows) index.add({ id: row.id, filters: row.filters as SearchFilters });
    const byId = new Map(rows.map((row) => [row.id, row]));
    const matched: { search: Candidate; event: EventRow }[] = [];
    for (const event of events) {
      for (const candidate of index.candidates(event)) {
        const search = byId.get(candidate.id)!;
        const toEur = (amount: number) => indexedPriceEur(amount, search.currencyId, rates);
        if (matchesSearch(candidate.filters, event, toEur, toSquareMeters)) matched.push({ search, event });
      }
    }
    return matched;
  }

  /** One delivery row per search and event, rendered in the owner's language and currency. */
  private async queue(
    matched: { search: Candidate; event: EventRow }[],
    windowEnd: number,
    rates: ExchangeRates,
  ): Promise<number> {
    const owners = [...new Set(matched.map((m) => Number(m.search.profileId)).filter((id) => id > 0))];
    if (owners.length === 0) return 0;
    const people = await this.db
      .select({ id: profiles.id, regional: profiles.regionalSettings })
      .from(profiles)
      .where(inArray(profiles.id, owners));
    const byProfile = new Map(people.map((p) => [p.id, p]));
    const rows: (typeof pushDeliveries.$inferInsert)[] = [];
    for (const { search, event } of matched) {
      const owner = byProfile.get(Number(search.profileId));
      if (!owner || event.change === 'Increase') continue;
      const portal = this.options.portal(search.portalId);
      const culture = owner.regional.language ?? owner.regional.culture?.slice(0, 2) ?? portal.defaultCulture;
      const currency = owner.regional.currencyId ?? search.currencyId ?? portal.defaultCurrency;
      const eventKey = pushEventKey(event.change, event.priceLastChangeDate);
      const payload = renderPush({
        culture,
        currency,
        change: event.change,
        searchTitle: search.title ?? search.automaticTitle,
        listingTitle: event.titles[culture] ?? event.titles.en ?? Object.values(event.titles)[0] ?? event.locality,
        locality: event.locality,
        price: convertExact(event.priceValue, event.priceCurrency, currency, rates),
        perMonth: event.priceInterval === 'Month',
        url: `${portal.origin}/listing/source/${event.listingId}`,
        tag: `search-${search.id}-listing-${event.listingId}-${eventKey}`,
        translate: (key, values) => this.options.translate(culture, key, values),
      });
      rows.push({
        searchId: search.id,
        listingId: event.listingId,
        eventKey,
        windowEnd,
        profileId: owner.id,
        payload: JSON.stringify(payload),
      });
    }
    let queued = 0;
    for (let from = 0; from < rows.length; from += 500) {
      const inserted = await this.db
        .insert(pushDeliveries)
        .values(rows.slice(from, from + 500))
        .onConflictDoNothing()
        .returning({ id: pushDeliveries.id });
      queued += inserted.length;
    }
    return queued;
  }

  /** Every delivery not yet sent (this window's, or one a crash left), to each browser of its owner. */
  private async sendPending(): Promise<number> {
    let sent = 0;
    for (;;) {
      const pending = await this.db
        .select()
        .from(pushDeliveries)
        .where(isNull(pushDeliveries.sentAt))
        .orderBy(asc(pushDeliveries.id))
        .limit(200);
      if (pending.length === 0) return sent;
      const browsers = await this.db
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.profileId, [...new Set(pending.map((p) => p.profileId))]));
      const work = pending.flatMap((delivery) =>
        browsers.filter((b) => b.profileId === delivery.profileId).map((browser) => ({ delivery, browser })),
      );
      const gone = new Set<number>();
      const limit = this.options.concurrency ?? 16;
      for (let from = 0; from < work.length; from += limit) {
        const outcomes = await Promise.all(
          work.slice(from, from + limit).map(async ({ delivery, browser }) => {
            const outcome = await this.options.sender.send(
              { endpoint: browser.endpoint, keys: { p256dh: browser.p256dh, auth: browser.auth } },
              delivery.payload,
              // RFC 8030 §5.4: at most 32 URL-safe base64 characters.
              `d${delivery.id.toString(36)}`,
            );
            if (outcome === 'gone') gone.add(browser.id);
            return outcome;
          }),
        );
        sent += outcomes.filter((o) => o === 'sent').length;
      }
      if (gone.size > 0) await this.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...gone]));
      // A failed push is not retried: the digest carries the listing anyway, and a retry loop here
      // would hold every later push behind one unreachable push service.
      await this.db
        .update(pushDeliveries)
        .set({ sentAt: new Date() })
        .where(
          inArray(
            pushDeliveries.id,
            pending.map((p) => p.id),
          ),
        );
    }
  }
}
