import type { Settings } from './env';
import { PORTAL_HOSTS } from './portals';

/**
 * The site's address in what leaves it without a request to answer (e-mails, pushes): PUBLIC_ORIGIN
 * when the deployment names one (the origin of its redirects and canonical links, config/env.ts);
 * else, in production, the portal's own public host; else this machine. Every mail and push link
 * comes from here, so an alert and a lead of one portal point to the same site.
 */
export function portalOrigin(
  settings: Pick<Settings, 'publicOrigin' | 'production' | 'port'>,
  portalId: string,
): string {
  if (settings.publicOrigin) return settings.publicOrigin.replace(/\/$/, '');
  const host = Object.keys(PORTAL_HOSTS).find((name) => PORTAL_HOSTS[name] === portalId && !name.endsWith('localhost'));
  return settings.production && host ? `https://${host}` : `http://localhost:${settings.port}`;
}
