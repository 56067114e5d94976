import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a page loads before it runs: its entry script and the modules it preloads, as
 * the HTML names them (in production, in the inline script that adds them after the first paint:
 * server/ssr/scriptsAfterFirstPaint), each gzipped (level 9, as a CDN would). Chunks a page imports later (the
 * map, a form opened on demand) are not in it: the budgets are "before the map".
 */
export async function gzippedJs(origin: string, html: string): Promise<{ kb: number; files: number }> {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*href="([^"]+\.js)"[^>]*rel="modulepreload"/g)) urls.add(match[1]);
  for (const [, loader] of html.matchAll(/<script(?: nonce="[^"]*")?>(\(function\(\)[\s\S]*?)<\/script>/g))
    for (const match of loader.matchAll(/"(\/assets\/[\w/.-]+\.js)"/g)) urls.add(match[1]);
  let bytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return { kb: bytes / 1024, files: urls.size };
}
