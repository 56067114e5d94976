import type { SvcRoute } from '#application/shared/svcRoute';

/**
 * /svc/import: the API an agency's software calls with its API key (docs/import-api.md). The one
 * place these paths are written. `upload` takes the file itself as the body (an XML feed or a zip
 * of it with its pictures), not JSON: its router is mounted before the edge's JSON body reader.
 */
export const IMPORT_ROUTES = {
  upload: {
    method: 'POST',
    path: '/import/agencies/:agencyId/feeds',
    caller: 'agencyKey',
    query: ['format', 'mode'],
    body: 'file',
  },
  runs: { method: 'GET', path: '/import/agencies/:agencyId/runs', caller: 'agencyKey' },
  feedSource: { method: 'GET', path: '/import/agencies/:agencyId/feedSource', caller: 'agencyKey' },
  setFeedSource: { method: 'PUT', path: '/import/agencies/:agencyId/feedSource', caller: 'agencyKey' },
  removeFeedSource: { method: 'DELETE', path: '/import/agencies/:agencyId/feedSource', caller: 'agencyKey' },
} as const satisfies Record<string, SvcRoute>;
