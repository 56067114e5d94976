/**
 * The robots meta tag (document 000 §6): "noindex when the portal disallows indexing or the page
 * is flagged; otherwise per-page indexable and followable; a hreflang list including the current
 * culture means index."
 */

/** What a page says about itself; every field optional, a page that says nothing is indexable and followable. */
export interface PageRobots {
  /** The page is flagged not to be indexed (e.g. a search beyond the indexable skip, domain/search/searchNoindex). */
  noindex?: boolean;
  /** Editorial per-page switches (content pages carry indexable and followable). */
  indexable?: boolean;
  followable?: boolean;
  /** The cultures the page exists in; when given, the page is indexed only in those. */
  hrefLangCultures?: readonly string[];
}

export interface RobotsInput {
  /** Portal.indexable: false on a portal that must stay out of search engines. */
  portalIndexable: boolean;
  /** The request's culture. */
  culture: string;
  page?: PageRobots;
  /** The 404 and server-error pages: never indexed, whatever the portal says. */
  errorPage?: boolean;
}

export interface RobotsDecision {
  index: boolean;
  follow: boolean;
}

export function robotsDecision({
  portalIndexable,
  culture,
  page = {},
  errorPage = false,
}: RobotsInput): RobotsDecision {
  const follow = page.followable ?? true;
  if (!portalIndexable || errorPage || page.noindex === true) return { index: false, follow };
  const cultures = page.hrefLangCultures;
  if (cultures && cultures.length > 0) return { index: cultures.includes(culture) && page.indexable !== false, follow };
  return { index: page.indexable ?? true, follow };
}

/** The content attribute: 'index, follow', 'noindex, follow', … */
export function robotsContent({ index, follow }: RobotsDecision): string {
  return `${index ? 'index' : 'noindex'}, ${follow ? 'follow' : 'nofollow'}`;
}
