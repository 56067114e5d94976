import type { Portal } from '#domain/portal/Portal';
import type { SearchPortalRules } from './ports';

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
