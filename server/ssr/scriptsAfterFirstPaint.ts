/**
 * A production page's JavaScript starts loading once the page has painted (docs/pages.md §7).
 *
 * Vike ends the body with the entry `<script type="module" async>` and a `modulepreload` link per
 * chunk. The browser's preload scanner fetches all of them while the HTML is still being parsed,
 * so on a phone the page's 200 KB of script share the connection with the photo it opens with,
 * and the first frame waits behind their evaluation. Here they become one inline script that adds
 * the same preloads and the entry after the first frame (tasks after the next animation frame, a
 * few preloads each, then the entry): the page paints from its HTML and inline styles, then
 * hydrates as before. A hidden tab (opened
 * in the background) paints nothing and loads at once.
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
 * Preloads a task adds at most. Each `modulepreload` link starts a fetch when it is added: 41 of
 * them took 16 ms on a desktop core in one task (64 ms on Lighthouse's phone, a long task).
 */
export const PRELOADS_PER_TASK = 8;

function loaderSource(entrySrc: string, preloadHrefs: string[]): string {
  // Paths of our own build only ([\w/.-]): nothing in them needs escaping inside the string literals.
  const preloads = JSON.stringify(preloadHrefs);
  return (
    `(function(){var d=document,h=${preloads},i=0;` +
    `function preload(n){for(;n>0&&i<h.length;n--,i++){var l=d.createElement('link');l.rel='modulepreload';l.href=h[i];d.head.appendChild(l)}}` +
    `function entry(){var s=d.createElement('script');s.type='module';s.src=${JSON.stringify(entrySrc)};d.body.appendChild(s)}` +
    `function step(){preload(${PRELOADS_PER_TASK});if(i<h.length)setTimeout(step,0);else entry()}` +
    `if(d.visibilityState==='hidden'){preload(h.length);entry()}else requestAnimationFrame(function(){setTimeout(step,0)})})()`
  );
}
