import type { Context } from 'koa';
import type { CachedPage } from './PageCache';
import { inlineScriptHashes, pageEtag } from './storedPage';

/**
 * Answers with a shared page: 304 when the browser (or CDN) holds these bytes, else the body in
 * the best encoding it accepts, compressed once when stored (koa-compress is told to keep out).
 * The CSP loses its per-request nonce for the page's inline-script hashes.
 */
export function sendSharedPage(
  ctx: Context,
  page: CachedPage,
  cacheControl: string,
  contentSecurityPolicy = cspWithHashes(ctx.response.get('Content-Security-Policy'), page.scriptHashes),
): void {
  ctx.compress = false;
  if (answeredNotModified(ctx, page, cacheControl, contentSecurityPolicy)) return;
  // Brotli when accepted at all (browsers list it after gzip), smaller by a fifth.
  const encoding = ctx.acceptsEncodings('br') === 'br' ? 'br' : ctx.acceptsEncodings('gzip', 'identity');
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body;
  if (encoding === 'br' || encoding === 'gzip') ctx.set('Content-Encoding', encoding);
  ctx.body = body;
  // koa sets the length from the buffer; HEAD gets the headers only (koa drops the body).
  ctx.type = page.headers['content-type'] ?? 'text/html';
}

/** The policy with its nonce swapped for script hashes (nothing to add when the page has no inline script). */
export function cspWithHashes(policy: string, hashes: readonly string[]): string {
  if (!policy) return policy;
  return policy.replace(/\s*'nonce-[^']*'/, hashes.length > 0 ? ` ${hashes.join(' ')}` : '');
}

/**
 * A shared page this node does not keep (no page cache): the same headers as a stored one, but
 * compressed by koa-compress for this answer only. Compressing both ways at the storage quality
 * costs several times the render, and is worth it only for bytes that are sent again.
 */
export function sendUnstoredSharedPage(
  ctx: Context,
  page: { headers: Record<string, string>; html: string },
  cacheControl: string,
): void {
  const body = Buffer.from(page.html, 'utf8');
  const headers = {
    status: 200,
    headers: page.headers,
    scriptHashes: inlineScriptHashes(page.html),
    etag: pageEtag(body),
  };
  const policy = cspWithHashes(ctx.response.get('Content-Security-Policy'), headers.scriptHashes);
  if (answeredNotModified(ctx, headers, cacheControl, policy)) return;
  ctx.body = body;
  ctx.type = page.headers['content-type'] ?? 'text/html';
}

/**
 * A shared page's headers, stored or not: its own, the CSP with its inline-script hashes for the
 * nonce (made by the caller), the cache policy and the strong ETag. True when the browser's copy is current (a 304 then).
 */
function answeredNotModified(
  ctx: Context,
  page: Pick<CachedPage, 'status' | 'headers' | 'etag'>,
  cacheControl: string,
  contentSecurityPolicy: string,
): boolean {
  ctx.status = page.status;
  for (const [name, value] of Object.entries(page.headers)) ctx.set(name, value);
  ctx.set('Content-Security-Policy', contentSecurityPolicy);
  ctx.set('Cache-Control', cacheControl);
  ctx.set('ETag', page.etag);
  ctx.vary('Accept-Encoding');
  // A path without its language: another Accept-Language may be redirected to its own (docs/pages.md §4).
  if (ctx.state.languageNegotiable) ctx.vary('Accept-Language');
  if (!ctx.fresh) return false;
  ctx.status = 304;
  return true;
}
