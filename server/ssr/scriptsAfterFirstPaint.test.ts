import { runInNewContext } from 'node:vm';
import { PRELOADS_PER_TASK, scriptsAfterFirstPaint } from './scriptsAfterFirstPaint';

const ENTRY = '/assets/entries/entry-client-routing.DT5QcEdk.js';
const tail = (entryAttributes = '') => `<main>Villa</main>
        <script id="vike_pageContext" type="application/json">{"a":1}</script>
        <script src="${ENTRY}" type="module" async${entryAttributes}></script>
        <link rel="modulepreload" href="/assets/entries/presentation_pages_listing.BIAyLl2O.js" as="script" type="text/javascript">
        <link rel="modulepreload" href="/assets/chunks/chunk-CxjNkKj4.js" as="script" type="text/javascript">
      </body>`;

/** Runs the page's inline loader against a fake document and reports what it added, and when. */
function runLoader(html: string, visibilityState: 'visible' | 'hidden') {
  const loader = /<script(?: nonce="[^"]*")?>(\(function\(\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error('no loader in the page');
  const added: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const element = (tag: string) => ({ tag, rel: '', href: '', type: '', src: '' });
  const record = (node: ReturnType<typeof element>) =>
    added.push(node.tag === 'script' ? `script ${node.type} ${node.src}` : `${node.rel} ${node.href}`);
  runInNewContext(loader, {
    document: { visibilityState, createElement: element, head: { appendChild: record }, body: { appendChild: record } },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  return { added, frames, timers };
}

describe('scriptsAfterFirstPaint', () => {
  it("replaces Vike's entry and chunk preloads with one inline loader, keeping everything else", () => {
    const html = scriptsAfterFirstPaint(tail());
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<main>Villa</main>');
    expect(html).toContain('<script id="vike_pageContext" type="application/json">{"a":1}</script>');
    // The page context the entry reads stays before the loader.
    expect(html.indexOf('vike_pageContext')).toBeLessThan(html.indexOf('(function(){'));
  });

  it('loads the preloads and then the entry only in tasks after the next frame', () => {
    const { added, frames, timers } = runLoader(scriptsAfterFirstPaint(tail()), 'visible');
    expect(added).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]();
    expect(added).toEqual([]);
    timers[0]();
    expect(added).toEqual([
      'modulepreload /assets/entries/presentation_pages_listing.BIAyLl2O.js',
      'modulepreload /assets/chunks/chunk-CxjNkKj4.js',
      `script module ${ENTRY}`,
    ]);
  });

  it(`adds at most ${PRELOADS_PER_TASK} preloads a task, in order, and the entry after the last`, () => {
    const chunks = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, n) => `/assets/chunks/chunk-${n}.js`);
    const page = tail().replace(
      '</body>',
      chunks.map((href) => `<link rel="modulepreload" href="${href}" as="script" type="text/javascript">\n`).join('') +
        '</body>',
    );
    const { added, frames, timers } = runLoader(scriptsAfterFirstPaint(page), 'visible');
    frames[0]();
    const perTask: number[] = [];
    for (let task = 0; task < timers.length; task += 1) {
      const before = added.length;
      timers[task]();
      perTask.push(added.length - before);
    }
    // Two preloads from the page's own list, the 17 added here, then the entry: 8, 8, 3 + the entry.
    expect(perTask).toEqual([PRELOADS_PER_TASK, PRELOADS_PER_TASK, 4]);
    expect(added.slice(2, -1)).toEqual(chunks.map((href) => `modulepreload ${href}`));
    expect(added.at(-1)).toBe(`script module ${ENTRY}`);
  });

  it('loads at once in a tab opened in the background (it paints nothing to wait for)', () => {
    const { added, frames } = runLoader(scriptsAfterFirstPaint(tail()), 'hidden');
    expect(frames).toHaveLength(0);
    expect(added.at(-1)).toBe(`script module ${ENTRY}`);
  });

  it("keeps the entry's nonce on the loader (a page rendered for one visitor)", () => {
    const html = scriptsAfterFirstPaint(tail(' nonce="r4nd0m+/="'));
    expect(html).toMatch(/<script nonce="r4nd0m\+\/=">\(function\(\)/);
  });

  it('leaves HTML without an entry of the build as it is (dev mode, a page without scripts)', () => {
    const dev =
      '<script type="module" src="/@vite/client"></script><script type="module" async>import("/@fs/x.js")</script>';
    expect(scriptsAfterFirstPaint(dev)).toBe(dev);
    expect(scriptsAfterFirstPaint('<p>no scripts</p>')).toBe('<p>no scripts</p>');
  });
});
