import type { AlertChange } from '#domain/alerts/AlertEvent';

export interface PushInput {
  culture: string;
  currency: string;
  /** A push when a matching listing "appears or drops in price" (increases wait for the digest). */
  change: PushedChange;
  searchTitle: string;
  listingTitle: string;
  locality: string;
  /** In the owner's currency. */
  price: number;
  perMonth: boolean;
  url: string;
  /** The same for every copy of this push: the browser shows one notification per tag. */
  tag: string;
  translate: (key: string, values?: Record<string, string | number>) => string;
}

/** The notification the service worker shows (presentation/shared/push/serviceWorker.ts reads it). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  lang: string;
  tag: string;
}

export type PushedChange = Exclude<AlertChange, 'Increase'>;

const TITLE_KEYS: Record<PushedChange, string> = {
  New: 'Alerts.Push.Title.New',
  Drop: 'Alerts.Push.Title.Drop',
};

/** One instant push in the owner's language and currency: what changed, for which search, at what price. */
export function renderPush(input: PushInput): PushPayload {
  const t = input.translate;
  const money = new Intl.NumberFormat(input.culture, {
    style: 'currency',
    currency: input.currency,
    maximumFractionDigits: 0,
  }).format(input.price);
  return {
    title: t(TITLE_KEYS[input.change], { title: input.searchTitle }),
    body: t('Alerts.Push.Body', {
      listing: input.listingTitle,
      locality: input.locality,
      price: input.perMonth ? `${money} ${t('Alerts.Digest.PerMonth')}` : money,
    }),
    url: input.url,
    lang: input.culture,
    tag: input.tag,
  };
}
