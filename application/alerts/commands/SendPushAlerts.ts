import { alertNewsOf } from '#domain/alerts/alertNews';
import { alertWindowRule } from '#domain/alerts/changeLogWindow';
import { matchesSearch } from '#domain/alerts/matchSearch';
import { pushEventKey } from '#domain/alerts/pushEventKey';
import { SavedSearchIndex } from '#domain/alerts/SavedSearchIndex';
import { toSquareMeters } from '#domain/portal/AreaUnits';
import { convertExact, type ExchangeRates, indexedPriceEur } from '#domain/portal/ExchangeRates';
import type { Clock } from '#domain/shared/Clock';
import type {
  AlertChangeLog,
  AlertDigestSettings,
  AlertRates,
  PushAlerts,
  PushSearch,
  PushTemplates,
  QueuedPush,
} from '../jobPorts';
import type { ListingNews } from './sendAlertDigests/composeDigest';

/** The pushes' own cursor over the change log, beside the digests'. */
export const PUSH_CURSOR = 'push';

export interface PushRunReport {
  events: number;
  searchesMatched: number;
  pushesQueued: number;
  pushesSent: number;
  ms: number;
}

/**
 * The instant alerts ("an instant push when a listing matching a push-subscribed
 * search appears or drops in price (seconds, not the next digest)"), one run: the window of the
 * change log past the pushes' cursor, its new listings and price drops (increases wait for the
 * digest) matched by the same reverse index as the digests; one push per search, listing and
 * event, in the owner's language and currency, queued before the window closes; then every push
 * not yet sent goes to its owner's browsers.
 */
export class SendPushAlertsHandler {
  constructor(
    private readonly changeLog: AlertChangeLog,
    private readonly pushes: PushAlerts,
    private readonly templates: PushTemplates,
    private readonly rates: AlertRates,
    private readonly clock: Clock,
    private readonly settings: Pick<AlertDigestSettings, 'portal' | 'searchPage' | 'log'>,
  ) {}

  async execute(): Promise<PushRunReport> {
    const started = Date.now();
    let events: ListingNews[] = [];
    let searchesMatched = 0;
    let pushesQueued = 0;
    const window = await this.changeLog.open(PUSH_CURSOR, alertWindowRule(), this.clock.now());
    if (window) {
      const changed = await this.changeLog.changedListings(window);
      events = [];
      for (const listing of changed.listings) {
        const change = alertNewsOf(listing, { start: window.start, startedAt: changed.startedAt });
        if (change && change !== 'Increase') events.push({ ...listing, change });
      }
      if (events.length > 0) {
        const rates = await this.rates.current();
        const pageSize = this.settings.searchPage ?? 20_000;
        for (let afterId = 0; ;) {
          const rows = await this.pushes.page(afterId, pageSize);
          if (rows.length === 0) break;
          afterId = rows[rows.length - 1].id;
          const matched = matchPushes(rows, events, rates);
          searchesMatched += new Set(matched.map((m) => m.search.id)).size;
          pushesQueued += await this.pushes.queue(
            window.end,
            matched.map(({ search, event }) => this.compose(search, event, rates)),
          );
          if (rows.length < pageSize) break;
        }
      }
      await this.changeLog.close(PUSH_CURSOR, window.end, this.clock.now());
    }
    const pushesSent = await this.pushes.sendPending();
    const report = { events: events.length, searchesMatched, pushesQueued, pushesSent, ms: Date.now() - started };
    if (pushesQueued > 0 || pushesSent > 0) this.settings.log?.info(report, 'alerts: pushes sent');
    return report;
  }

  /** One push in its owner's language and currency; its tag is the same for every copy of it. */
  private compose(search: PushSearch, event: ListingNews, rates: ExchangeRates): QueuedPush {
    const portal = this.settings.portal(search.portalId);
    const culture = search.regional.language ?? search.regional.culture?.slice(0, 2) ?? portal.defaultCulture;
    const currency = search.regional.currencyId ?? search.currencyId ?? portal.defaultCurrency;
    const eventKey = pushEventKey(event.change, event.priceLastChangeDate);
    const payload = this.templates.render({
      culture,
      currency,
      change: event.change as 'New' | 'Drop',
      searchTitle: search.title ?? search.automaticTitle,
      listingTitle: event.titles[culture] ?? event.titles.en ?? Object.values(event.titles)[0] ?? event.locality,
      locality: event.locality,
      price: convertExact(event.priceValue, event.priceCurrency, currency, rates),
      perMonth: event.priceInterval === 'Month',
      url: `${portal.origin}/listing/source/${event.listingId}`,
      tag: `search-${search.id}-listing-${event.listingId}-${eventKey}`,
    });
    return {
      searchId: search.id,
      listingId: event.listingId,
      eventKey,
      profileId: search.profileId,
      payload: JSON.stringify(payload),
    };
  }
}

/** Which news each push-subscribed search of a page receives (docs/alerts-job.md "Matching"). */
function matchPushes(rows: readonly PushSearch[], events: readonly ListingNews[], rates: ExchangeRates) {
  const index = new SavedSearchIndex();
  for (const row of rows) index.add({ id: row.id, filters: row.filters });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const matched: { search: PushSearch; event: ListingNews }[] = [];
  for (const event of events) {
    for (const candidate of index.candidates(event)) {
      const search = byId.get(candidate.id)!;
      const toEur = (amount: number) => indexedPriceEur(amount, search.currencyId, rates);
      if (matchesSearch(candidate.filters, event, toEur, toSquareMeters)) matched.push({ search, event });
    }
  }
  return matched;
}
