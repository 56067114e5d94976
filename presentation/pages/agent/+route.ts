import type { PageContext } from 'vike/types';
import { matchAgentProfilePath } from '#domain/agents/agentProfileRoute';

/**
 * The agent profile, /{agentSegment}/{agentSlug}, /agent/{agencyName?}/{agentName?}/{agentUserId}
 * and /a/{agentSlug} (document 001 §2); the data hook looks the agent up and redirects to the canonical form.
 */
export default function route(pageContext: PageContext) {
  const match = matchAgentProfilePath(pageContext.urlPathname);
  if (!match) return false;
  return { routeParams: 'userId' in match ? { userId: match.userId } : { slug: match.slug } };
}
