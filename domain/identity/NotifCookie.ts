/**
 * The notif cookie (document 000 §7): a notification (id, message, kind) left for the next page,
 * read on the server, shown as a toast and cleared. Its content comes from the browser, so only
 * a catalogue-like message key and a known kind pass.
 */
export interface CookieNotification {
  id: string;
  message: string;
  kind: 'error' | 'success' | 'info' | 'warning';
}

const KINDS = new Set(['error', 'success', 'info', 'warning']);

export function parseNotifCookie(raw: string | undefined): CookieNotification | undefined {
  if (!raw || raw.length > 1000) return undefined;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<CookieNotification>;
    if (typeof value.id !== 'string' || !/^[\w.-]{1,100}$/.test(value.id)) return undefined;
    if (typeof value.message !== 'string' || !/^[A-Z][\w]*(\.[\w]+)+$/.test(value.message)) return undefined;
    if (typeof value.kind !== 'string' || !KINDS.has(value.kind)) return undefined;
    return { id: value.id, message: value.message, kind: value.kind };
  } catch {
    return undefined;
  }
}
