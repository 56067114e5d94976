import type { SvcRoute } from '#application/shared/svcRoute';

/**
 * /svc/portal: our own routes for a page's visitor (docs/pages.md), not a back-end service of
 * document 001. The personal part reads the identity step's view, not a bearer, and the app
 * advert's QR code is the same for every caller. The one place these paths are written.
 */
export const PORTAL_ROUTES = {
  /** The personal part of a shared page: one small GET per page load (docs/pages.md). */
  visitor: { method: 'GET', path: '/portal/visitor', caller: 'none' },
  /** Document 000 §2 "advert, then QR code": the app download link as an SVG QR code. */
  appQr: { method: 'GET', path: '/portal/apps/qr', caller: 'none', query: ['subject'] },
} as const satisfies Record<string, SvcRoute>;
