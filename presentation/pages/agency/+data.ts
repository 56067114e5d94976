import type { PageContextServer } from 'vike/types';
import { loadSearchPageData } from '#presentation/search/loadSearchPageData';
import type { SearchPageData } from '#presentation/search/SearchPageData';

export type Data = SearchPageData;

/** The agency's listings, filtered like any search (document 001 §3: accountId). */
export const data = (pageContext: PageContextServer): Promise<Data> =>
  loadSearchPageData(pageContext, {
    kind: 'agency',
    accountId: pageContext.routeParams.accountId,
    agencyName: pageContext.routeParams.agencyName,
  });
