import type { SvcRoute } from '#application/shared/svcRoute';

/** /svc/agents (document 001 §7 "Agents search"): public. The one place these paths are written. */
export const AGENTS_ROUTES = {
  byLocation: {
    method: 'GET',
    path: '/agents/agentssearch/bylocation',
    caller: 'none',
    query: ['placeId', 'count', 'skip'],
  },
  facetsByLocation: {
    method: 'GET',
    path: '/agents/agentssearch/bylocation/facets',
    caller: 'none',
    query: ['placeId', 'count'],
  },
} as const satisfies Record<string, SvcRoute>;
