import { runInNewContext } from 'node:vm';
import { PRELOAD_TASK_BUDGET_MS, scriptsAfterFirstPaint } from './scriptsAfterFirstPaint';

const ENTRY = '/assets/entries/entry-client-routing.DT5QcEdk.js';
const tail = (entryAttributes = '') => `<main>Villa</main>
        <script id="vike_pageContext" type="application/json">{"a":1}</script>
        <script src="${ENTRY}" type="module" async${entryAttributes}></script>
        <link rel="modulepreload" href="/assets/entries/presentation_pages_listing.BIAyLl2O.js" as="script" type="text/javascript">
        <link rel="modulepreload" href="/assets/chunks/chunk-CxjNkKj4.js" as="script" type="text/javascript">
      </body>`;

/**
 * Runs the page's inline loader against a fake document and reports what it added, and when.
 * `msPerPreload`: how long adding one preload takes on the fake clock.
 */
function runLoader(html: string, visibilityState: 'visible' | 'hidden', msPerPreload = 1) {
  const loader = /<script(?: nonce="[^"]*")?>(\(function\(\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error('no loader in the page');
  const added: string[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  let now = 0;
  const element = (tag: string) => ({ tag, rel: '', href: '', type: '', src: '' });
  const record = (node: ReturnType<typeof element>) => {
    if (node.tag === 'link') now += msPerPreload;
    added.push(node.tag === 'script' ? `script ${node.type} ${node.src}` : `${node.rel} ${node.href}`);
  };
  class FakeMessageChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
  }
  runInNewContext(loader, {
    document: { visibilityState, createElement: element, head: { appendChild: record }, body: { appendChild: record } },
    performance: { now: () => now },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    MessageChannel: FakeMessageChannel,
  });
  return { added, frames, tasks };
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
    const { added, frames, tasks } = runLoader(scriptsAfterFirstPaint(tail()), 'visible');
    expect(added).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]();
    expect(added).toEqual([]);
    for (let task = 0; task < tasks.length; task += 1) tasks[task]();
    expect(added).toEqual([
      'modulepreload /assets/entries/presentation_pages_listing.BIAyLl2O.js',
      'modulepreload /assets/chunks/chunk-CxjNkKj4.js',
      `script module ${ENTRY}`,
    ]);
  });

  it(`adds preloads for at most ${PRELOAD_TASK_BUDGET_MS} ms a task (at least one), in order, and the entry after the last`, () => {
    const chunks = Array.from({ length: 7 }, (_, n) => `/assets/chunks/chunk-${n}.js`);
    const page = tail().replace(
      '</body>',
      chunks.map((href) => `<link rel="modulepreload" href="${href}" as="script" type="text/javascript">\n`).join('') +
        '</body>',
    );
    const perTask = (msPerPreload: number) => {
      const { added, frames, tasks } = runLoader(scriptsAfterFirstPaint(page), 'visible', msPerPreload);
      frames[0]();
      const counts: number[] = [];
      for (let task = 0; task < tasks.length; task += 1) {
        const before = added.length;
        tasks[task]();
        counts.push(added.length - before);
      }
      expect(added.slice(2, -1)).toEqual(chunks.map((href) => `modulepreload ${href}`));
      expect(added.at(-1)).toBe(`script module ${ENTRY}`);
      return counts;
    };
    // Nine preloads (two from the page's own list): a fast core adds three a task (3 ms at 1 ms
    // each), a slow one one a task; the entry comes with the last preload.
    expect(perTask(1)).toEqual([3, 3, 3 + 1]);
    expect(perTask(5)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1 + 1]);
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
