import { SHELL_PAGE_KINDS, type ShellPageKind } from '#domain/portal/Navigation';
import type { PageRobots } from '#domain/portal/Robots';

/**
 * What a page tells the shell about itself. A page's `+data` hook returns it under `shell`
 * beside its own data, so it is computed on the server with the data and reaches the browser
 * with it (no extra state to serialise, nothing to set during render):
 *
 *   export async function data(pageContext) {
 *     const listing = …;
 *     return { listing, shell: { page: 'listing', archived: listing.isArchived, robots: { noindex: listing.isArchived } } satisfies ShellHints };
 *   }
 *
 * Every field is optional; a page without hints is 'other', indexable and shows the mobile bar.
 * Drawing on the search map changes while the page is open, so it goes through
 * NavigationViewModel.setDrawingOnSearch() instead.
 */
export interface ShellHints {
  page?: ShellPageKind;
  /** The listing, project or agent shown is archived: the mobile bar hides (document 000 §2). */
  archived?: boolean;
  /** The page's robots flags (document 000 §6), combined with the portal's in +Head. */
  robots?: PageRobots;
  /** The 404 and server-error pages: no SEO links, noindex. */
  errorPage?: boolean;
  /**
   * The page is the same for every visitor who is not signed in (docs/pages.md): the server keeps
   * it and a CDN may. `invalidatedBy` names what it shows (PageTag): a change to one drops it.
   */
  cache?: { invalidatedBy: string[] };
}

/** The hints in a page's data, checked field by field: data is whatever the page returned. */
export function shellHintsOf(data: unknown): ShellHints {
  const shell = isRecord(data) && isRecord(data.shell) ? data.shell : {};
  const hints: ShellHints = {};
  if (typeof shell.page === 'string' && (SHELL_PAGE_KINDS as readonly string[]).includes(shell.page))
    hints.page = shell.page as ShellPageKind;
  if (typeof shell.archived === 'boolean') hints.archived = shell.archived;
  if (typeof shell.errorPage === 'boolean') hints.errorPage = shell.errorPage;
  if (isRecord(shell.robots)) hints.robots = robotsOf(shell.robots);
  if (isRecord(shell.cache) && Array.isArray(shell.cache.invalidatedBy))
    hints.cache = { invalidatedBy: shell.cache.invalidatedBy.filter((t): t is string => typeof t === 'string') };
  return hints;
}

function robotsOf(raw: Record<string, unknown>): PageRobots {
  const robots: PageRobots = {};
  for (const key of ['noindex', 'indexable', 'followable'] as const) {
    if (typeof raw[key] === 'boolean') robots[key] = raw[key];
  }
  if (Array.isArray(raw.hrefLangCultures))
    robots.hrefLangCultures = raw.hrefLangCultures.filter((c): c is string => typeof c === 'string');
  return robots;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
