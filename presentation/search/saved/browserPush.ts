import type { SubscribeThisBrowserHandler } from '#application/alerts/commands/SubscribeThisBrowser';
import type { GetPushPublicKeyHandler } from '#application/alerts/queries/GetPushPublicKey';

/** The push use cases subscribing this browser goes through. */
export interface BrowserPushUseCases {
  publicKey: Pick<GetPushPublicKeyHandler, 'execute'>;
  subscribe: Pick<SubscribeThisBrowserHandler, 'execute'>;
}

/** What subscribing this browser came to: the message key of a refusal, or nothing when it worked. */
export type BrowserPushOutcome = 'subscribed' | 'SavedSearch.Push.Denied' | 'SavedSearch.Push.Unsupported' | 'failed';

/** The VAPID public key (base64url) as PushManager.subscribe() takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Whether this browser can receive pushes at all (service workers, the Push API, notifications). */
export function browserPushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/**
 * Makes this browser a receiver of the visitor's instant alerts: registers the
 * service worker (/sw.js), asks for the notification permission, subscribes with our VAPID key
 * (reusing a subscription the browser already has) and hands the subscription to the server,
 * which keeps it for the visitor's profile. Called from a click: browsers grant the permission
 * prompt only to a user gesture.
 */
export async function subscribeThisBrowser(push: BrowserPushUseCases): Promise<BrowserPushOutcome> {
  if (!browserPushSupported()) return 'SavedSearch.Push.Unsupported';
  try {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return 'SavedSearch.Push.Denied';
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const key = await push.publicKey.execute();
    if (!key.ok) return 'failed';
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key.value.publicKey),
      }));
    const json = subscription.toJSON() as { endpoint?: string; keys?: { p256dh?: string; auth?: string } };
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return 'failed';
    const saved = await push.subscribe.execute({
      subscription: { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } },
    });
    return saved.ok ? 'subscribed' : 'failed';
  } catch {
    // No push service reachable (a browser without one, or offline): nothing to subscribe to.
    return 'SavedSearch.Push.Unsupported';
  }
}
