import type { Middleware } from 'koa';

/**
 * The service worker at /sw.js ("the PushNotification channel works in browsers: a
 * service worker"): shows each instant alert the push job sends (infrastructure/alerts/renderPush:
 * title, body, url, lang, tag) and opens its listing on a click, focusing a tab already on it.
 * Plain JavaScript served as is: a worker is not bundled with the page, and it must live at the
 * site's root to be allowed the whole site as its scope.
 */
const SERVICE_WORKER_SOURCE = `'use strict';
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('push', (event) => {
  let alert = {};
  try {
    alert = event.data ? event.data.json() : {};
  } catch (error) {
    alert = { title: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(alert.title || '', {
      body: alert.body || '',
      lang: alert.lang || undefined,
      tag: alert.tag || undefined,
      data: { url: alert.url || '/my-home' },
    }),
  );
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/my-home';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) if (client.url === url && 'focus' in client) return client.focus();
      return self.clients.openWindow(url);
    }),
  );
});
`;

/** GET /sw.js: the service worker, revalidated on every registration so a new version takes over. */
export function serviceWorker(): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/sw.js' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.set('Content-Type', 'text/javascript; charset=utf-8');
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Service-Worker-Allowed', '/');
    ctx.body = SERVICE_WORKER_SOURCE;
  };
}
