import type { AuthenticationState } from '#domain/identity/AuthenticationState';
import type { AuthSession } from '#domain/identity/TokenClaims';
import type { Language, Portal, Sorting } from '#domain/portal/Portal';
import { searchReaderOf } from './saved/searchReaderOf';

/**
 * Who asks and under which portal's rules. The embedded service reads it directly; the http
 * adapter sends it the way the seed contract carries it (bearer token, Accept-Language,
 * `portalId` in the body).
 */
export interface SearchCaller {
  /** The visitor's current profile (every visitor has one, guests too): new searches are created by it. */
  profileId?: string;
  /**
   * Profiles whose searches the caller may change: the current one and those identified to the
   * same person (document 001 §4 "ownership by the current or an identified profile"). Default: [profileId].
   */
  ownProfileIds?: readonly string[];
  /** How much we know about the visitor (document 001 §4): saving needs guest identified or better. */
  authState?: AuthenticationState;
  language: string;
  portal: SearchPortalRules;
  /** Crawlers never store searches (document 001 §6: saveInDb false). */
  isCrawler: boolean;
}

/** The portal settings a search obeys (config/portals.ts). */
export interface SearchPortalRules {
  id: string;
  countries: readonly string[];
  defaultCurrency: string;
  pageSize: number;
  maxSkip: number;
  sortings: readonly Sorting[];
  defaultSort: Sorting;
}

/** The portal settings a search obeys, read from a portal (config/portals.ts): the one place that picks them. */
export const searchPortalRulesOf = (
  portal: Pick<Portal, 'id' | 'countries' | 'defaultCurrency' | 'pageSize' | 'maxSkip' | 'sortings' | 'defaultSort'>,
): SearchPortalRules => ({
  id: portal.id,
  countries: portal.countries,
  defaultCurrency: portal.defaultCurrency,
  pageSize: portal.pageSize,
  maxSkip: portal.maxSkip,
  sortings: portal.sortings,
  defaultSort: portal.defaultSort,
});

export interface SearchCallerSource {
  culture: Language;
  isCrawler: boolean;
  portal: Pick<Portal, 'id' | 'countries' | 'defaultCurrency' | 'pageSize' | 'maxSkip' | 'sortings' | 'defaultSort'>;
}

/**
 * Who runs the search and under which portal's rules, from what the server resolved about the
 * request. With the request's verified session (the server-rendered page calls the service in
 * process, with no bearer to read) the caller acts for its profiles, as /svc/searches makes it
 * from the token: an owner's saved search opens for them. The browser's calls carry the token
 * cookie instead, so there it is left out.
 */
export function searchCallerOf(context: SearchCallerSource, session?: AuthSession): SearchCaller {
  return {
    language: context.culture,
    isCrawler: context.isCrawler,
    portal: searchPortalRulesOf(context.portal),
    ...(session && searchReaderOf(session)),
  };
}
