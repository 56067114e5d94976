import type { Language, Portal } from './Portal';

/**
 * A path in a culture's URL space: the portal's default culture has no prefix, every other one
 * is under /{culture} (the same rule as the listing pages), so each language version of a
 * search has one stable URL a crawler can index without cookies.
 */
export function culturePath(path: string, culture: Language, portal: Pick<Portal, 'defaultCulture'>): string {
  if (culture === portal.defaultCulture) return path;
  return path === '/' ? `/${culture}` : `/${culture}${path}`;
}
