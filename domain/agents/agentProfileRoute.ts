import { urlSlug, urlWordOf } from '#domain/portal/urlWords/urlWordLookup';
import type { UrlLanguage } from '#domain/portal/urlWords/UrlWords';
import { domainError, type DomainError } from '#domain/shared/DomainError';

/**
 * The agent profile's three URL forms (document 001 §2): /{agentSegment}/{agentSlug},
 * /agent/{agencyName?}/{agentName?}/{agentUserId} and /a/{agentSlug}. The first, in the page's
 * language, is the canonical one; the other two answer with a permanent redirect to it.
 */
export type AgentProfileRoute =
  { slug: string; form: 'segment' | 'short'; segment: string } | { userId: string; form: 'id' };

/** The agent's pages hold 6 listings each (document 001 §9: "agent profile 6"). */
export const AGENT_PROFILE_PAGE_SIZE = 6;

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;
const USER_ID = /^\d{1,15}$/;

/** The form a path has, or undefined when it is no agent profile's. Checking the id or slug is the data hook's. */
export function matchAgentProfilePath(pathname: string): AgentProfileRoute | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (parts.length < 2 || parts.some((part) => part === '')) return undefined;
  const [first, ...rest] = parts as [string, ...string[]];
  const last = rest[rest.length - 1];
  if (first === 'agent' && USER_ID.test(last) && rest.length <= 3) return { userId: last, form: 'id' };
  if (rest.length !== 1) return undefined;
  if (first === 'a' && SLUG.test(last)) return { slug: last, form: 'short', segment: first };
  if (urlWordOf('segment', first) === 'agent' && SLUG.test(last))
    return { slug: last, form: 'segment', segment: first };
  return undefined;
}

/** The canonical path of an agent's page in a language, without the culture prefix. */
export function agentProfilePath(language: UrlLanguage, slug: string): string {
  return `/${urlSlug(language, 'segment', 'agent')}/${slug}`;
}

/** Document 001 §8: "'userId is empty'; 'userId and slug are empty'; 'No user was found'". */
export const agentErrors = {
  userIdEmpty: (): DomainError => domainError('INVALID', 'USER_ID_EMPTY', 'userId is empty', { field: 'userId' }),
  userIdAndSlugEmpty: (): DomainError =>
    domainError('INVALID', 'USER_ID_AND_SLUG_EMPTY', 'userId and slug are empty', { field: 'userId' }),
  noUserFound: (): DomainError => domainError('NOT_FOUND', 'NO_USER_FOUND', 'No user was found', { field: 'userId' }),
};
