/**
 * A production page's JavaScript starts loading once the page has painted (docs/pages.md §7).
 *
 * Vike ends the body with the entry `<script type="module" async>` and a `modulepreload` link per
 * chunk. The browser's preload scanner fetches all of them while the HTML is still being parsed,
 * so on a phone the page's 200 KB of script share the connection with the photo it opens with,
 * and the first frame waits behind their evaluation. Here they become one inline script that adds
 * the same preloads and the entry after the first frame (tasks after the next animation frame, a
 * few milliseconds of preloads each, then the entry): the page paints from its HTML and inline
 * styles, then hydrates as before. A hidden tab (opened in the background) paints nothing and
 * loads at once.
 *
 * The inline script keeps the entry's nonce when it has one (a page rendered for one visitor); a
 * shared page's CSP allows it by its hash (storedPage's inlineScriptHashes). The elements it adds
 * load from 'self', which script-src allows. HTML without Vike's entry (dev mode's, an error
 * page without scripts) is returned as it is.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const entry = ENTRY.exec(html);
  if (!entry) return html;
  const [entryTag, entrySrc, nonceAttribute = ''] = entry;
  // Vike puts the preloads right after the entry: only that tail is read (a page is 100–270 KB, and
  // replacing the links one by one across the page cost 31 ms a render on the search page).
  const tail = html.slice(entry.index + entryTag.length);
  const hrefs: string[] = [];
  const tailWithoutPreloads = tail.replace(PRELOAD, (_tag, href: string) => {
    hrefs.push(href);
    return '';
  });
  const loader = `<script${nonceAttribute}>${loaderSource(entrySrc, hrefs)}</script>`;
  return html.slice(0, entry.index) + loader + tailWithoutPreloads;
}

/** Vike's entry tag: `<script src="/assets/entries/…js" type="module" async nonce="…"></script>`. */
const ENTRY = /<script src="(\/assets\/entries\/[\w.-]+\.js)" type="module" async( nonce="[\w+/=-]+")?><\/script>/;
/** Its chunk preloads: `<link rel="modulepreload" href="/assets/…js" as="script" type="text/javascript">`. */
const PRELOAD = /<link rel="modulepreload" href="(\/assets\/[\w/.-]+\.js)"[^>]*>\n?[ \t]*/g;

/**
 * How long one task may spend adding preloads (ms). Each `modulepreload` link starts a fetch when
 * it is added, and that costs the main thread more than it seems: 41 of them took 16 ms on a desktop
 * core, and 2 to 13 ms each under Lighthouse's tracing, which its low-end profile multiplies by 8
 * (a task of 8 preloads became 100 to 200 ms of blocking time). A task adds at least one, then more
 * while it has spent less than this, so a slow phone gets more and shorter tasks.
 */
export const PRELOAD_TASK_BUDGET_MS = 3;

function loaderSource(entrySrc: string, preloadHrefs: string[]): string {
  // Paths of our own build only ([\w/.-]): nothing in them needs escaping inside the string literals.
  const preloads = JSON.stringify(preloadHrefs);
  // The tasks follow one another through a MessageChannel: setTimeout(0) is held 4 ms from its
  // fifth nested call on, which would delay the entry by that much per task.
  return (
    `(function(){var d=document,h=${preloads},i=0,c;` +
    `function preload(all){var t=performance.now();do{var l=d.createElement('link');l.rel='modulepreload';l.href=h[i++];d.head.appendChild(l)}while(i<h.length&&(all||performance.now()-t<${PRELOAD_TASK_BUDGET_MS}))}` +
    `function entry(){var s=d.createElement('script');s.type='module';s.src=${JSON.stringify(entrySrc)};d.body.appendChild(s)}` +
    `function step(){if(i<h.length)preload(false);if(i<h.length)c.port2.postMessage(0);else entry()}` +
    `if(d.visibilityState==='hidden'){if(h.length)preload(true);entry()}` +
    `else{c=new MessageChannel();c.port1.onmessage=step;requestAnimationFrame(function(){c.port2.postMessage(0)})}})()`
  );
}
