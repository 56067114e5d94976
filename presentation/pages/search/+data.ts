import type { PageContextServer } from 'vike/types';
import { loadSearchPageData } from '#presentation/search/loadSearchPageData';
import type { SearchPageData } from '#presentation/search/SearchPageData';

export type Data = SearchPageData;

export const data = (pageContext: PageContextServer): Promise<Data> =>
  loadSearchPageData(pageContext, { kind: 'search' });
