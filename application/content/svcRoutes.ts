import type { SvcRoute } from '#application/shared/svcRoute';

/** /svc/content (document 001 §7 "Content"): the same for every caller. The one place these paths are written. */
export const CONTENT_ROUTES = {
  content: { method: 'GET', path: '/content/api/content', caller: 'none', query: ['id', 'path', 'culture'] },
  submitForm: { method: 'POST', path: '/content/submitform', caller: 'none' },
} as const satisfies Record<string, SvcRoute>;
