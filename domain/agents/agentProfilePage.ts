import { culturePath } from '../portal/culturePath';
import type { Language, Portal } from '../portal/Portal';
import { urlSlug } from '../portal/urlWords/urlWordLookup';
import { notFound, type DomainError } from '../shared/DomainError';
import { err, ok, type Result } from '../shared/Result';
import { AGENT_PROFILE_PAGE_SIZE, type AgentProfileRoute, agentProfilePath } from './agentProfileRoute';

/** A profile or agents page sends the visitor elsewhere, permanently. */
export interface AgentsPageRedirect {
  kind: 'redirect';
  to: string;
  status: 301;
}

const redirectTo = (to: string): AgentsPageRedirect => ({ kind: 'redirect', to, status: 301 });

/** The page number of ?p= (absent: the first); anything but a positive integer of up to `digits` digits names no page. */
export function pageNumberOf(raw: string | undefined, digits: number): Result<number, DomainError> {
  if (raw === undefined) return ok(1);
  if (!new RegExp(`^[1-9]\\d{0,${digits - 1}}$`).test(raw))
    return err(notFound('PAGE_NOT_VALID', 'Page must be a positive integer', 'p'));
  return ok(Number(raw));
}

/** The agent's page in a language, with its culture prefix, and ?p= past the first page. */
export function agentProfilePagePath(
  language: Language,
  slug: string,
  portal: Pick<Portal, 'defaultCulture'>,
  page = 1,
): string {
  return culturePath(agentProfilePath(language, slug), language, portal) + (page > 1 ? `?p=${page}` : '');
}

/** The number of pages of an agent's listings: 6 a page, no further than the portal's maximum skip, at least one. */
export function agentProfilePages(total: number, maxSkip: number): number {
  return Math.max(1, Math.ceil(Math.min(total, maxSkip) / AGENT_PROFILE_PAGE_SIZE));
}

/**
 * Document 001 §2 "Redirects": the one canonical URL is /{agentSegment}/{agentSlug} in the page's
 * language; the id form, the short /a/ form, another language's word and an old slug go there
 * permanently (to the same page, or the last one), and a page past the last goes to the first.
 */
export function agentProfileRedirect(
  route: AgentProfileRoute,
  at: { page: number; pages: number; slug: string; culture: Language; portal: Pick<Portal, 'defaultCulture'> },
): AgentsPageRedirect | undefined {
  const { page, pages, slug, culture, portal } = at;
  const canonicalForm =
    'slug' in route &&
    route.form === 'segment' &&
    route.segment === urlSlug(culture, 'segment', 'agent') &&
    route.slug === slug;
  if (!canonicalForm) return redirectTo(agentProfilePagePath(culture, slug, portal, Math.min(page, pages)));
  if (page > pages) return redirectTo(agentProfilePagePath(culture, slug, portal));
  return undefined;
}
