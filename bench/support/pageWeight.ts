import { gzipSync } from 'node:zlib';

/** One script a page loads at its start, as the portal serves it, and its size gzipped at level 9 (as a CDN would). */
export interface PageScript {
  url: string;
  code: string;
  gzippedKb: number;
}

/**
 * The JavaScript a page loads before it runs: its entry script and the modules it preloads, as
 * the HTML names them (in production, in the inline script that adds them after the first paint:
 * server/ssr/scriptsAfterFirstPaint). Chunks a page imports later (the map, a form opened on
 * demand) are not in it: the budgets are "before the map".
 */
export async function pageScripts(origin: string, html: string): Promise<PageScript[]> {
  const scripts: PageScript[] = [];
  for (const url of scriptUrlsOf(html)) {
    const code = await (await fetch(new URL(url, origin))).text();
    scripts.push({ url, code, gzippedKb: gzipSync(code, { level: 9 }).length / 1024 });
  }
  return scripts;
}

export function gzippedKb(scripts: PageScript[]): number {
  return scripts.reduce((sum, script) => sum + script.gzippedKb, 0);
}

/** The scripts a page's HTML loads at its start, by their paths. */
function scriptUrlsOf(html: string): Set<string> {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*href="([^"]+\.js)"[^>]*rel="modulepreload"/g)) urls.add(match[1]);
  for (const [, loader] of html.matchAll(/<script(?: nonce="[^"]*")?>(\(function\(\)[\s\S]*?)<\/script>/g))
    for (const match of loader.matchAll(/"(\/assets\/[\w/.-]+\.js)"/g)) urls.add(match[1]);
  return urls;
}
