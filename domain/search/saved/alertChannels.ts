import type { NotificationChannel } from './SavedSearch';

/**
 * A saved search's notifications with one channel turned on or off, the others kept as they are
 * (document 001 §4 "Alerts": an empty list unsubscribes; push joins or leaves beside
 * the e-mail alert).
 */
export function withChannel(
  current: readonly NotificationChannel[],
  channel: NotificationChannel,
  on: boolean,
): NotificationChannel[] {
  return on ? [...new Set([...current, channel])] : current.filter((value) => value !== channel);
}

/**
 * Whether saving tells the visitor to confirm their address from their inbox: a search with e-mail
 * alerts (docs/security.md "Mail to unconfirmed addresses": alerts go only to a confirmed address;
 * one not confirmed yet gets one e-mail with the link). The save's answer does not say whether a
 * link is pending, and must not: it would tell whoever typed an address whether its holder had
 * confirmed it. So the sentence holds either way.
 */
export function asksToConfirmAddress(notifications: readonly NotificationChannel[]): boolean {
  return notifications.includes('Email');
}
