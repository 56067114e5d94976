import type { SvcRoute } from '#application/shared/svcRoute';

/**
 * /svc/alerts: the PushNotification channel's browsers, the confirmation page's button (docs/security.md
 * "Mail to unconfirmed addresses") and the /unsubscribe page's (document 001 §4 "Unsubscribe").
 * The one place these paths are written.
 */
export const ALERTS_ROUTES = {
  pushKey: { method: 'GET', path: '/alerts/push/key', caller: 'none' },
  subscribePush: { method: 'POST', path: '/alerts/push/subscriptions', caller: 'anyone' },
  unsubscribePush: { method: 'DELETE', path: '/alerts/push/subscriptions', caller: 'anyone' },
  confirmAddress: { method: 'POST', path: '/alerts/confirmations', caller: 'none' },
  unsubscribe: { method: 'POST', path: '/alerts/unsubscriptions', caller: 'anyone' },
} as const satisfies Record<string, SvcRoute>;
