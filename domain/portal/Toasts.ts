/**
 * Toast notifications (document 000 §3 "Notification", §9 "Toast"). A notification carries a
 * message key and its values; only the UI turns the key into text.
 */
export const NOTIFICATION_KINDS = ['error', 'warning', 'success', 'info'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A number of milliseconds, or 'longer' for twice the default. */
export type ToastDelay = number | 'longer';

export interface Notification {
  id: string;
  /** A catalogue key, e.g. 'LeadRequestForm.Message.Error'. */
  message: string;
  kind: NotificationKind;
  values?: Readonly<Record<string, string | number>>;
  delay?: ToastDelay;
}

/** Document 000 §9: "default delay from configuration (10 s)". The configured value wins; this is the fallback. */
export const DEFAULT_TOAST_DELAY_MS = 10_000;

/** Document 000 §9: "enter and leave transitions 600 ms". */
export const TOAST_TRANSITION_MS = 600;

/**
 * How long a toast stays before it closes itself, in milliseconds, or null when it stays until
 * the visitor closes it. "'longer' doubles it; a delay of 0 or less stays forever."
 */
export function toastLifetime(
  delay: ToastDelay | undefined,
  defaultDelayMs: number = DEFAULT_TOAST_DELAY_MS,
): number | null {
  const lifetime = delay === undefined ? defaultDelayMs : delay === 'longer' ? defaultDelayMs * 2 : delay;
  return Number.isFinite(lifetime) && lifetime > 0 ? lifetime : null;
}

/**
 * The list after a notification arrives: "Deduplicated by id, newest first". A repeated id
 * replaces the earlier toast and moves to the top, so the visitor sees the latest wording once.
 */
export function withNotification<T extends Pick<Notification, 'id'>>(list: readonly T[], notification: T): T[] {
  return [notification, ...list.filter((shown) => shown.id !== notification.id)];
}

export function withoutNotification<T extends Pick<Notification, 'id'>>(list: readonly T[], id: string): T[] {
  return list.filter((shown) => shown.id !== id);
}
