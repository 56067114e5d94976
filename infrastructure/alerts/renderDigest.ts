import type { DigestListing } from '#application/alerts/jobPorts';
import type { AlertChange } from '#domain/alerts/AlertEvent';

export type { DigestListing };

export interface DigestInput {
  culture: string;
  currency: string;
  portalName: string;
  origin: string;
  searchTitle: string;
  searchUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
  listings: DigestListing[];
  translate: (key: string, values?: Record<string, string | number>) => string;
}

export interface RenderedDigest {
  subject: string;
  text: string;
  html: string;
}

/** Rightmove caps an alert at 14 listings; we show 14 and link to the rest. */
export const DIGEST_MAX_LISTINGS = 14;

const escape = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const CHANGE_KEYS: Record<AlertChange, string> = {
  New: 'Alerts.Digest.Change.New',
  Drop: 'Alerts.Digest.Change.Drop',
  Increase: 'Alerts.Digest.Change.Increase',
};

/**
 * The subject names the news it brings (document 001 §3: "Price alert types: Drop and Increase"
 * beside new listings): a digest of price drops is not titled as new listings.
 */
function subjectKey(listings: readonly DigestListing[]): string {
  if (listings.every((l) => l.change === 'New')) return 'Alerts.Digest.Subject';
  if (listings.every((l) => l.change === 'Drop')) return 'Alerts.Digest.PriceDropSubject';
  if (listings.every((l) => l.change !== 'New')) return 'Alerts.Digest.PriceChangeSubject';
  return 'Alerts.Digest.MixedSubject';
}

/** What every digest of one portal, language and currency shares. */
export type DigestContext = Pick<DigestInput, 'culture' | 'currency' | 'portalName' | 'origin' | 'translate'>;

/** One digest's own parts: its search, links and listings. */
export type DigestOf = Omit<DigestInput, keyof DigestContext>;

/** The digest e-mail, HTML and text, in the owner's language and currency. */
export function renderDigest(input: DigestInput): RenderedDigest {
  return new DigestRenderer(input).render(input);
}

/**
 * Renders the digests of one portal, language and currency. A run of the alert job queues
 * hundreds of thousands of them over the same few thousand listings, so the currency format,
 * the fixed catalogue texts and each listing's card (HTML and text) are made once here and
 * reused by every digest that shows that listing (bench/alerts).
 */
export class DigestRenderer {
  private readonly money: Intl.NumberFormat;
  private readonly fixed = new Map<string, string>();
  private readonly cards = new Map<string, { html: string; text: string }>();

  constructor(private readonly context: DigestContext) {
    this.money = new Intl.NumberFormat(context.culture, {
      style: 'currency',
      currency: context.currency,
      maximumFractionDigits: 0,
    });
  }

  render(input: DigestOf): RenderedDigest {
    const { translate: t, portalName, culture } = this.context;
    const shown = input.listings.slice(0, DIGEST_MAX_LISTINGS);
    const total = input.listings.length;
    const subject = t(subjectKey(input.listings), { count: total, title: input.searchTitle });
    const cards = shown.map((l) => this.card(l));
    const intro = t('Alerts.Digest.Intro', { count: total, title: input.searchTitle });
    const more = total > shown.length ? t('Alerts.Digest.More', { count: total - shown.length }) : undefined;
    const text = [
      intro,
      '',
      ...cards.map((card) => card.text),
      more !== undefined ? `${more}: ${input.searchUrl}` : '',
      `${this.text('Alerts.Digest.SeeAll')}: ${input.searchUrl}`,
      `${this.text('Alerts.Digest.Manage')}: ${input.manageUrl}`,
      `${this.text('Alerts.Digest.Unsubscribe')}: ${input.unsubscribeUrl}`,
    ].join('\n');
    const html = `<!doctype html><html lang="${escape(culture)}"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="margin:0;background:#f3f4f6">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="max-width:600px;background:#ffffff;border-radius:12px;padding:24px">
<tr><td style="font-family:Arial,sans-serif;font-size:20px;font-weight:bold;color:#1d4ed8">${escape(portalName)}</td></tr>
<tr><td style="font-family:Arial,sans-serif;font-size:16px;color:#111827;padding:12px 0">${escape(intro)}</td></tr>
${cards.map((card) => card.html).join('\n')}
${more !== undefined ? `<tr><td style="font-family:Arial,sans-serif;font-size:14px;padding-top:12px">${escape(more)}</td></tr>` : ''}
<tr><td style="padding:20px 0"><a href="${escape(input.searchUrl)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;font-family:Arial,sans-serif;font-weight:bold;padding:12px 20px;border-radius:999px;text-decoration:none">${escape(this.text('Alerts.Digest.SeeAll'))}</a></td></tr>
<tr><td style="font-family:Arial,sans-serif;font-size:12px;color:#6b7280">
<a href="${escape(input.manageUrl)}" style="color:#6b7280">${escape(this.text('Alerts.Digest.Manage'))}</a> ·
<a href="${escape(input.unsubscribeUrl)}" style="color:#6b7280">${escape(this.text('Alerts.Digest.Unsubscribe'))}</a>
</td></tr></table></td></tr></table></body></html>`;
    return { subject, text, html };
  }

  /** A catalogue text without values, translated once. */
  private text(key: string): string {
    let value = this.fixed.get(key);
    if (value === undefined) {
      value = this.context.translate(key);
      this.fixed.set(key, value);
    }
    return value;
  }

  /** One listing's card, HTML and text, made once per listing, change and price. */
  private card(l: DigestListing): { html: string; text: string } {
    const key = `${l.id}|${l.change}|${l.price}|${l.previousPrice}|${l.perMonth}|${l.title}`;
    const cached = this.cards.get(key);
    if (cached) return cached;
    const { origin } = this.context;
    const listingUrl = `${origin}/listing/source/${l.id}`;
    const priceText = `${this.money.format(l.price)}${l.perMonth ? ` ${this.text('Alerts.Digest.PerMonth')}` : ''}`;
    const changeText =
      l.previousPrice !== undefined && l.change !== 'New'
        ? `${this.text(CHANGE_KEYS[l.change])} (${this.money.format(l.previousPrice)} → ${this.money.format(l.price)})`
        : this.text(CHANGE_KEYS[l.change]);
    const text = [`${l.title} — ${l.locality}`, `${priceText} · ${changeText}`, listingUrl, ''].join('\n');
    const html = `<tr><td style="padding:12px 0;border-bottom:1px solid #e5e7eb">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr>
<td width="132" valign="top">${
      l.imageUrl
        ? `<a href="${escape(listingUrl)}"><img src="${escape(l.imageUrl.startsWith('http') ? l.imageUrl : origin + l.imageUrl)}" width="120" height="90" alt="${escape(l.title)}" style="display:block;border-radius:8px;object-fit:cover"></a>`
        : ''
    }</td>
<td valign="top" style="font-family:Arial,sans-serif;color:#111827">
<div style="font-size:18px;font-weight:bold">${escape(priceText)}</div>
<div style="font-size:13px;color:${l.change === 'Drop' ? '#047857' : l.change === 'Increase' ? '#b45309' : '#1d4ed8'};font-weight:bold">${escape(changeText)}</div>
<div style="font-size:14px;margin-top:4px"><a href="${escape(listingUrl)}" style="color:#111827">${escape(l.title)}</a></div>
<div style="font-size:13px;color:#6b7280">${escape(l.locality)}</div>
</td></tr></table></td></tr>`;
    const card = { html, text };
    this.cards.set(key, card);
    return card;
  }
}
