import type { AlertEvent } from '#domain/alerts/AlertEvent';
import { digestMessageId } from '#domain/alerts/SavedSearchIndex';
import { convertExact, type ExchangeRates } from '#domain/portal/ExchangeRates';
import type {
  AlertDigestSettings,
  ChangedListing,
  DigestListing,
  DigestSearch,
  DigestTemplates,
  QueuedDigest,
} from '../../jobPorts';

/** A listing of the window that is news: the changed listing and what it is (new, drop, increase). */
export type ListingNews = ChangedListing & Pick<AlertEvent, 'change'>;

type Renderer = ReturnType<DigestTemplates['renderer']>;

/**
 * Composes the digests of one run: each in its owner's language and currency (their regional
 * settings, else the search's currency and the portal's language), with the listings that are news
 * to it, the search's link, My home and the signed unsubscribe link. Renderers
 * and listing cards are shared per portal, language and currency: a run composes hundreds of
 * thousands of digests over the same few thousand listings.
 */
export class DigestComposer {
  private readonly renderers = new Map<string, { renderer: Renderer; listings: Map<ListingNews, DigestListing> }>();

  constructor(
    private readonly templates: DigestTemplates,
    private readonly settings: AlertDigestSettings,
    private readonly rates: ExchangeRates,
    private readonly windowEnd: number,
  ) {}

  /** The search's e-mail digest; none without an address or an e-mail subscription. */
  compose(search: DigestSearch, found: readonly ListingNews[]): QueuedDigest | undefined {
    const email = search.email;
    const regional = search.regional;
    if (!regional || !email || !search.notifications.includes('Email')) return undefined;
    const portal = this.settings.portal(search.portalId);
    const culture = regional.language ?? regional.culture?.slice(0, 2) ?? portal.defaultCulture;
    const currency = regional.currencyId ?? search.currencyId ?? portal.defaultCurrency;
    const key = `${search.portalId}|${culture}|${currency}`;
    let shared = this.renderers.get(key);
    if (!shared) {
      shared = {
        renderer: this.templates.renderer({ culture, currency, portalName: portal.name, origin: portal.origin }),
        listings: new Map(),
      };
      this.renderers.set(key, shared);
    }
    const { renderer, listings } = shared;
    const shown = found.map((event) => {
      let listing = listings.get(event);
      if (!listing) {
        listing = this.listingOf(event, culture, currency);
        listings.set(event, listing);
      }
      return listing;
    });
    const mail = renderer.render({
      searchTitle: search.title ?? search.automaticTitle,
      searchUrl: `${portal.origin}/search?searchId=${search.id}`,
      manageUrl: `${portal.origin}/my-home`,
      unsubscribeUrl: `${portal.origin}${this.settings.unsubscribePath(search.id, Number(search.profileId))}`,
      listings: shown,
    });
    const count = { New: 0, Drop: 0, Increase: 0 };
    for (const event of found) count[event.change] += 1;
    return {
      searchId: search.id,
      messageId: digestMessageId(search.id, 'Email', this.windowEnd, this.settings.messageIdHost),
      listingIds: found.map((event) => event.listingId),
      recipient: email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      news: count.New,
      drops: count.Drop,
      increases: count.Increase,
    };
  }

  private listingOf(event: ListingNews, culture: string, currency: string): DigestListing {
    return {
      id: event.listingId,
      change: event.change,
      title: event.titles[culture] ?? event.titles.en ?? Object.values(event.titles)[0] ?? event.locality,
      locality: event.locality,
      imageUrl: event.images[0]?.url,
      price: convertExact(event.priceValue, event.priceCurrency, currency, this.rates),
      previousPrice:
        event.pricePreviousValue === null
          ? undefined
          : convertExact(event.pricePreviousValue, event.priceCurrency, currency, this.rates),
      perMonth: event.priceInterval === 'Month',
    };
  }
}
