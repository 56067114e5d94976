import type { Language, Portal } from './Portal';

/**
 * Which culture a request is served in (ARCHITECTURE "Data flow of a page", step 1), in order:
 *
 *   1. the `c` query parameter: an explicit one-off choice (links from e-mails, the regional
 *      picker), read and then cleaned by the server (document 000 §2), so it beats the path;
 *   2. a culture prefix on the path (/fr/…);
 *   3. the culture cookie: the visitor's earlier choice;
 *   4. Accept-Language, by q-value, region subtags dropped (fr-CH → fr);
 *   5. the portal default.
 *
 * Only the portal's own cultures count: a value naming another culture, or garbage, is not an
 * error here (it is visitor input) and simply falls through to the next source.
 */
export type CultureSource = 'query' | 'path' | 'cookie' | 'acceptLanguage' | 'portalDefault';

export interface CultureHints {
  /** The URL path, e.g. '/fr/geneva/rent'. */
  pathname: string;
  /** Value of the `c` query parameter. */
  cultureParam?: string | null;
  /** Value of the culture cookie. */
  cookie?: string | null;
  /** The raw Accept-Language header. */
  acceptLanguage?: string | null;
}

export interface ResolvedCulture {
  culture: Language;
  source: CultureSource;
  /** The path with a culture prefix removed ('/fr/geneva' → '/geneva'), so routing never sees it. */
  pathname: string;
}

type PortalCultures = Pick<Portal, 'cultures' | 'defaultCulture'>;

export function resolveCulture(portal: PortalCultures, hints: CultureHints): ResolvedCulture {
  const { culture: prefixed, rest } = splitCulturePrefix(hints.pathname, portal);
  const fromQuery = supportedCulture(hints.cultureParam, portal);
  if (fromQuery) return { culture: fromQuery, source: 'query', pathname: rest };
  if (prefixed) return { culture: prefixed, source: 'path', pathname: rest };
  const fromCookie = supportedCulture(hints.cookie, portal);
  if (fromCookie) return { culture: fromCookie, source: 'cookie', pathname: rest };
  for (const tag of acceptedLanguageTags(hints.acceptLanguage)) {
    const accepted = supportedCulture(tag, portal);
    if (accepted) return { culture: accepted, source: 'acceptLanguage', pathname: rest };
  }
  return { culture: portalDefault(portal), source: 'portalDefault', pathname: rest };
}

/**
 * A culture tag ('fr', 'fr-CH', 'FR_ch') reduced to its language when the portal offers it.
 * Underscores are accepted because cookies written by older clients use 'fr_CH'.
 */
export function supportedCulture(tag: string | null | undefined, portal: Pick<Portal, 'cultures'>): Language | null {
  if (!tag) return null;
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return portal.cultures.find((culture) => culture === language) ?? null;
}

/**
 * The first path segment when it is one of the portal's cultures ('/fr', '/fr/…', '/fr-ch/…').
 * Only a bare language or language-region segment counts, so a place slug such as
 * '/frankfurt' is never mistaken for a prefix.
 */
export function splitCulturePrefix(
  pathname: string,
  portal: Pick<Portal, 'cultures'>,
): { culture: Language | null; rest: string } {
  const match = /^\/([A-Za-z]{2}(?:-[A-Za-z]{2})?)(?=\/|$)(.*)$/.exec(pathname);
  const culture = match ? supportedCulture(match[1], portal) : null;
  if (!match || !culture) return { culture: null, rest: pathname };
  return { culture, rest: match[2] || '/' };
}

/**
 * Accept-Language tags, most preferred first (RFC 9110 §12.5.4). Entries with q=0 ("not
 * acceptable"), a malformed q, or the '*' wildcard are dropped: the wildcard names no culture,
 * and the portal default already plays its role. Equal q-values keep the header's order.
 */
export function acceptedLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  const entries: { tag: string; q: number; index: number }[] = [];
  header.split(',').forEach((part, index) => {
    const [rawTag, ...params] = part.split(';').map((piece) => piece.trim());
    if (!rawTag || rawTag === '*') return;
    const q = qualityOf(params);
    if (q !== null && q > 0) entries.push({ tag: rawTag, q, index });
  });
  return entries.sort((a, b) => b.q - a.q || a.index - b.index).map((entry) => entry.tag);
}

function qualityOf(params: string[]): number | null {
  const qParam = params.find((param) => /^q\s*=/i.test(param));
  if (!qParam) return 1;
  const value = qParam.slice(qParam.indexOf('=') + 1).trim();
  if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) return null;
  return Number(value);
}

/**
 * The header or the cookie chose a culture other than the one a URL without a prefix names (the
 * portal default): what is answered for it is negotiated, so a redirect to it is temporary and
 * varies (document 000 §2 culture resolution). A visitor whose browser asks for the default gets
 * what the URL names by itself, and a permanent redirect stays permanent (document 001 §1).
 */
export function isNegotiatedAwayFromDefault(portal: PortalCultures, resolved: ResolvedCulture): boolean {
  return (
    (resolved.source === 'acceptLanguage' || resolved.source === 'cookie') && resolved.culture !== portalDefault(portal)
  );
}

/** A portal whose default is missing from its own list is misconfigured; its first culture is the safer answer. */
function portalDefault(portal: PortalCultures): Language {
  return portal.cultures.includes(portal.defaultCulture)
    ? portal.defaultCulture
    : (portal.cultures[0] ?? portal.defaultCulture);
}

/**
 * The same page in another culture: `?c=<culture>` (the server remembers it in the culture
 * cookie). A culture prefix on the path would beat the cookie on later pages, so it goes.
 */
export function cultureSwitchUrl(
  location: { pathname: string; search: string; hash?: string },
  culture: Language,
  portal: Pick<Portal, 'cultures'>,
): string {
  const { rest } = splitCulturePrefix(location.pathname, portal);
  const query = new URLSearchParams(location.search);
  query.set('c', culture);
  return `${rest}?${query.toString()}${location.hash ?? ''}`;
}

/** The cookie the visitor's culture choice is remembered in (the server reads it, the page's start-up writes it). */
export const CULTURE_COOKIE = 'culture';
