import type { AlertChange } from '#domain/alerts/AlertEvent';

export interface DigestListing {
  id: number;
  change: AlertChange;
  title: string;
  locality: string;
  imageUrl?: string;
  /** In the owner's currency. */
  price: number;
  previousPrice?: number;
  perMonth: boolean;
}

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
  translate(key: string, values?: Record<string, string | number>): string;
}

export interface RenderedDigest {
  subject: string;
  text: string;
  html: string;
}

/** Rightmove caps an alert at 14 listings (issue 12); we show 14 and link to the rest. */
export const DIGEST_MAX_LISTINGS = 14;

const escape = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const CHANGE_KEYS: Record<AlertChange, string> = {
  New: 'Alerts.Digest.Change.New',
  Drop: 'Alerts.Digest.Change.Drop',
  Increase: 'Alerts.Digest.Change.Increase',
};

/** The digest e-mail, HTML and text, in the owner's language and currency (issue 12 §3, §4). */
export function renderDigest(input: DigestInput): RenderedDigest {
  const { translate: t } = input;
  const money = new Intl.NumberFormat(input.culture, {
    style: 'currency',
    currency: input.currency,
    maximumFractionDigits: 0,
  });
  const shown = input.listings.slice(0, DIGEST_MAX_LISTINGS);
  const total = input.listings.length;
  const subject = t('Alerts.Digest.Subject', { count: total, title: input.searchTitle });
  const listingUrl = (id: number) => `${input.origin}/listing/source/${id}`;
  const priceText = (l: DigestListing) =>
    `${money.format(l.price)}${l.perMonth ? ` ${t('Alerts.Digest.PerMonth')}` : ''}`;
  const changeText = (l: DigestListing) =>
    l.previousPrice !== undefined && l.change !== 'New'
      ? `${t(CHANGE_KEYS[l.change])} (${money.format(l.previousPrice)} → ${money.format(l.price)})`
      : t(CHANGE_KEYS[l.change]);
  const text = [
    t('Alerts.Digest.Intro', { count: total, title: input.searchTitle }),
    '',
    ...shown.flatMap((l) => [`${l.title} — ${l.locality}`, `${priceText(l)} · ${changeText(l)}`, listingUrl(l.id), '']),
    total > shown.length ? `${t('Alerts.Digest.More', { count: total - shown.length })}: ${input.searchUrl}` : '',
    `${t('Alerts.Digest.SeeAll')}: ${input.searchUrl}`,
    `${t('Alerts.Digest.Manage')}: ${input.manageUrl}`,
    `${t('Alerts.Digest.Unsubscribe')}: ${input.unsubscribeUrl}`,
  ].join('\n');
  const cards = shown
    .map(
      (l) => `<tr><td style="padding:12px 0;border-bottom:1px solid #e5e7eb">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr>
<td width="132" valign="top">${
        l.imageUrl
          ? `<a href="${escape(listingUrl(l.id))}"><img src="${escape(l.imageUrl.startsWith('http') ? l.imageUrl : input.origin + l.imageUrl)}" width="120" height="90" alt="${escape(l.title)}" style="display:block;border-radius:8px;object-fit:cover"></a>`
          : ''
      }</td>
<td valign="top" style="font-family:Arial,sans-serif;color:#111827">
<div style="font-size:18px;font-weight:bold">${escape(priceText(l))}</div>
<div style="font-size:13px;color:${l.change === 'Drop' ? '#047857' : l.change === 'Increase' ? '#b45309' : '#1d4ed8'};font-weight:bold">${escape(changeText(l))}</div>
<div style="font-size:14px;margin-top:4px"><a href="${escape(listingUrl(l.id))}" style="color:#111827">${escape(l.title)}</a></div>
<div style="font-size:13px;color:#6b7280">${escape(l.locality)}</div>
</td></tr></table></td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="${escape(input.culture)}"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="margin:0;background:#f3f4f6">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="max-width:600px;background:#ffffff;border-radius:12px;padding:24px">
<tr><td style="font-family:Arial,sans-serif;font-size:20px;font-weight:bold;color:#1d4ed8">${escape(input.portalName)}</td></tr>
<tr><td style="font-family:Arial,sans-serif;font-size:16px;color:#111827;padding:12px 0">${escape(t('Alerts.Digest.Intro', { count: total, title: input.searchTitle }))}</td></tr>
${cards}
${total > shown.length ? `<tr><td style="font-family:Arial,sans-serif;font-size:14px;padding-top:12px">${escape(t('Alerts.Digest.More', { count: total - shown.length }))}</td></tr>` : ''}
<tr><td style="padding:20px 0"><a href="${escape(input.searchUrl)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;font-family:Arial,sans-serif;font-weight:bold;padding:12px 20px;border-radius:999px;text-decoration:none">${escape(t('Alerts.Digest.SeeAll'))}</a></td></tr>
<tr><td style="font-family:Arial,sans-serif;font-size:12px;color:#6b7280">
<a href="${escape(input.manageUrl)}" style="color:#6b7280">${escape(t('Alerts.Digest.Manage'))}</a> ·
<a href="${escape(input.unsubscribeUrl)}" style="color:#6b7280">${escape(t('Alerts.Digest.Unsubscribe'))}</a>
</td></tr></table></td></tr></table></body></html>`;
  return { subject, text, html };
}
