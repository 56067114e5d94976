import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CachedPage } from './PageCache';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * A rendered page made ready to keep: compressed once both ways (off the event loop), a strong
 * ETag of its bytes, and the hashes of its inline scripts for the CSP.
 */
export async function storedPage(page: {
  status: number;
  headers: Record<string, string>;
  html: string;
  tags: readonly string[];
}): Promise<CachedPage> {
  const body = Buffer.from(page.html, 'utf8');
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return {
    status: page.status,
    headers: page.headers,
    body,
    gzip: gzipped,
    br: brotli,
    etag: pageEtag(body),
    scriptHashes: inlineScriptHashes(page.html),
    tags: page.tags,
  };
}

/** A strong validator of a page's uncompressed bytes. */
export function pageEtag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/**
 * The CSP hashes of the scripts a browser would run inline. JSON data blocks (Vike's page context)
 * are not run, so they need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
