import { randomBytes, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import type { Context, Middleware } from 'koa';
import type { Settings } from '#config/env';
import { PORTAL_HOSTS } from '#config/portals';

declare module 'koa' {
  interface DefaultState {
    /** This site's origin for redirects, canonical links and cookies: a configured host, never a visitor's choice. */
    selfOrigin?: string;
  }
}

/**
 * The portal calls its own token endpoint over loopback (TokenEndpoint) and says which protocol and
 * host the visitor used; this per-process secret is how such a call proves it is ours.
 */
export const INTERNAL_CALL_HEADER = 'x-portal-internal';
export const INTERNAL_CALL_SECRET = randomBytes(32).toString('base64url');

const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded'];
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Step 0 of every request: forwarded headers count only when the peer is one of TRUST_PROXY's
 * addresses (anyone else's are removed, so ctx.ip, ctx.host and ctx.protocol are the socket's);
 * then this site's origin is the configured origin of the request's host name (configuredOrigin).
 */
export function trust(settings: Pick<Settings, 'trustProxy' | 'publicOrigin'>): Middleware {
  const proxies = blockListOf(settings.trustProxy);
  const publicOrigin = settings.publicOrigin?.replace(/\/$/, '');
  const publicHost = publicOrigin ? new URL(publicOrigin).host.toLowerCase() : undefined;
  return async (ctx, next) => {
    const trusted = isInternalCall(ctx) || (proxies !== undefined && isTrusted(proxies, ctx.req.socket.remoteAddress));
    delete ctx.req.headers[INTERNAL_CALL_HEADER];
    if (!trusted) {
      for (const header of FORWARDED) delete ctx.req.headers[header];
    }
    ctx.state.selfOrigin = configuredOrigin({
      hostname: ctx.hostname,
      host: ctx.host,
      publicOrigin,
      publicHost,
      localPort: ctx.req.socket.localPort,
    });
    await next();
  };
}

/**
 * The site's origin for this request, from configuration alone (docs/pages.md §4): canonical,
 * hreflang, og:url, JSON-LD, redirects and the page cache key use it, so nothing a visitor writes
 * in Host (another port, another scheme) reaches a shared page. PUBLIC_ORIGIN's own host is
 * PUBLIC_ORIGIN; a portal host of config/portals.ts is `https://<host>`, or, for the development
 * hosts (`*.localhost`, localhost, 127.0.0.1, [::1]), `http://<host>:<port>` on the port the site is
 * reached on (PUBLIC_ORIGIN's when it is a local origin, else the listening socket's); any other
 * host gets PUBLIC_ORIGIN (else localhost on the listening port).
 */
export function configuredOrigin(request: {
  hostname: string;
  host: string;
  publicOrigin: string | undefined;
  publicHost: string | undefined;
  localPort: number | undefined;
}): string {
  const { publicOrigin, publicHost } = request;
  const host = request.host.toLowerCase();
  const name = request.hostname.toLowerCase();
  const fallback = publicOrigin ?? `http://localhost:${request.localPort ?? ''}`;
  if (!host || /[^a-z0-9.:[\]-]/.test(host)) return fallback;
  if (publicOrigin && host === publicHost) return publicOrigin;
  const portalHost = Object.hasOwn(PORTAL_HOSTS, name);
  if (isLocalName(name)) {
    if (!LOCAL_HOSTS.has(name) && name !== '::1' && !portalHost) return fallback;
    const publicUrl = publicOrigin ? new URL(publicOrigin) : undefined;
    const port = publicUrl && isLocalName(publicUrl.hostname) ? publicUrl.port : String(request.localPort ?? '');
    return `http://${name === '::1' ? '[::1]' : name}${port ? `:${port}` : ''}`;
  }
  return portalHost ? `https://${name}` : fallback;
}

function isLocalName(name: string): boolean {
  const lower = name.toLowerCase();
  return LOCAL_HOSTS.has(lower) || lower === '::1' || lower.endsWith('.localhost');
}

/** TRUST_PROXY: addresses and CIDR ranges (`10.0.0.0/8`), or `loopback`; empty trusts no one. */
function blockListOf(entries: readonly string[]): BlockList | undefined {
  if (entries.length === 0) return undefined;
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address, prefix] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

function isTrusted(list: BlockList, address: string | undefined): boolean {
  if (!address) return false;
  const mapped = address.startsWith('::ffff:') ? address.slice(7) : address;
  return list.check(mapped, isIPv6(mapped) ? 'ipv6' : 'ipv4');
}

function isInternalCall(ctx: Context): boolean {
  const given = Buffer.from(ctx.get(INTERNAL_CALL_HEADER));
  const expected = Buffer.from(INTERNAL_CALL_SECRET);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
