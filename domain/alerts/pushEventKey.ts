import type { AlertChange } from './AlertEvent';

/**
 * What makes an instant push unique for a search and a listing ("an instant push
 * when a listing matching a push-subscribed search appears or drops in price"): appearing happens
 * once ('New'); each price change is its own event, keyed by when it happened, so a second drop
 * a week later is news again while the same drop read twice is not.
 */
export function pushEventKey(change: AlertChange, priceChangedAt: Date | null): string {
  if (change === 'New' || priceChangedAt === null) return change;
  return `${change}@${priceChangedAt.toISOString()}`;
}
