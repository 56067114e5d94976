import type { SearchCaller, SearchPortalRules } from '../../application/search/ports';
import type { Language, Portal } from '../../domain/portal/Portal';

export interface SearchCallerSource {
  culture: Language;
  isCrawler: boolean;
  portal: Pick<Portal, 'id' | 'countries' | 'defaultCurrency' | 'pageSize' | 'maxSkip' | 'sortings' | 'defaultSort'>;
}

/** Who runs the search and under which portal's rules, from what the server resolved about the request. */
export function searchCallerOf(context: SearchCallerSource): SearchCaller {
  const { portal } = context;
  const rules: SearchPortalRules = {
    id: portal.id,
    countries: portal.countries,
    defaultCurrency: portal.defaultCurrency,
    pageSize: portal.pageSize,
    maxSkip: portal.maxSkip,
    sortings: portal.sortings,
    defaultSort: portal.defaultSort,
  };
  return {
    language: context.culture,
    isCrawler: context.isCrawler,
    portal: rules,
  };
}
