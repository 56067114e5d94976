import { type SearchCaller, searchPortalRulesOf } from '#application/search/ports';
import type { AuthSession } from '#domain/identity/TokenClaims';
import type { Language, Portal } from '#domain/portal/Portal';
import { searchReaderOf } from '#domain/search/saved/searchReaderOf';

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
