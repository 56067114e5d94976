import type { PageContext } from 'vike/types';
import { matchPlaceAgentsPath } from '#domain/agents/placeAgents';

/** Agents by place, /agents or /{countrySlug?}/{placeSlug}/{agentSegment} (document 001 §2); the place is the data hook's. */
export default function route(pageContext: PageContext) {
  return matchPlaceAgentsPath(pageContext.urlPathname) ? { routeParams: {} } : false;
}
