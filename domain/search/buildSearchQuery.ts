import { formatSearchReference } from './saved/parseSearchReference';
import type { Search } from './SearchFilters';
import { TOKEN_LIST_FILTERS } from './SearchFilters';

type Value = string | number | boolean | readonly string[] | undefined;

const NUMBER_OF_KINDS = ['rooms', 'bedrooms', 'bathrooms'] as const;
const GEO_KEYS = ['lat', 'lng', 'neLat', 'neLng', 'swLat', 'swLng', 'zoom'] as const;

/**
 * The query string (without '?') of what a search's path does not carry, in the order of
 * document 002 §2 so a search always gives the same URL. Lists are comma-separated; flags
 * appear only when on; p only above 1.
 */
export function buildSearchQuery({ filters, params }: Search): string {
  const pairs: string[] = [];
  const add = (key: string, value: Value) => {
    if (value === undefined || value === false || (Array.isArray(value) && value.length === 0)) return;
    const text = Array.isArray(value) ? value.map(encodeURIComponent).join(',') : encodeURIComponent(String(value));
    pairs.push(`${key}=${text}`);
  };
  const projectsOnly = filters.classes?.length === 1 && filters.classes[0] === 'ProjectListing';

  add('p', params.page !== undefined && params.page > 1 ? params.page : undefined);
  add(
    'searchId',
    params.searchId === undefined
      ? undefined
      : formatSearchReference({ id: params.searchId, shareKey: params.shareKey }),
  );
  add('sort', params.sort);
  for (const key of GEO_KEYS) add(key, params.geo?.[key]);
  add('exactLocation', filters.location?.exact);
  add('pt', filters.types);
  add('st', filters.subTypes);
  add('tt', filters.transactionType);
  add('placeId', filters.location?.placeId);
  add('projects', projectsOnly);
  add('luxury', filters.luxury);
  add('classes', projectsOnly ? undefined : filters.classes);
  for (const kind of NUMBER_OF_KINDS) {
    add(`numberOf.${kind}.min`, filters.numberOf?.[kind]?.min);
    add(`numberOf.${kind}.max`, filters.numberOf?.[kind]?.max);
  }
  add('studios', filters.studios);
  add('area.living.min', filters.area?.living?.min);
  add('area.living.max', filters.area?.living?.max);
  add('area.living.unit', filters.area?.living?.unit);
  add('price.min', filters.price?.min);
  add('price.max', filters.price?.max);
  add('availableFrom.max', filters.availableFrom?.max);
  for (const key of TOKEN_LIST_FILTERS) add(key, filters[key]);
  add('accountId', filters.accountId);
  add('agentUserId', filters.agentUserId);
  add('ref', filters.ref);
  return pairs.join('&');
}
