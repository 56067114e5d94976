import { lazy, type ComponentType } from 'react';

// Vite's server bundle says SSR; Node outside Vite (benches, tests) has no import.meta.env and
// renders on the server.
const onServer: boolean = import.meta.env?.SSR ?? typeof window === 'undefined';

// The server's loads run one after another: jest's ESM loader fails ("not in cache") when two
// modules of one graph each await a dynamic import at their top level at the same time.
let serverLoads: Promise<unknown> = Promise.resolve();

/**
 * A component the server renders in place but whose code the browser fetches only when React
 * reaches it (a content module most pages do not have, a form below the fold). Await it at the
 * top of the module that uses it: renderToString cannot wait for a chunk, so the server holds the
 * code before its first render; the browser gets `React.lazy`, keeps the server's HTML inside the
 * nearest `<Suspense>` until the chunk arrives, then hydrates it (selective hydration), so nothing
 * moves. That `<Suspense>`'s fallback must keep the component's styles in the page's stylesheet
 * (a stylesheet goes with the chunk that imports it; docs/pages.md).
 */
export async function serverRenderedLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  if (onServer) {
    const loaded = serverLoads.then(load);
    serverLoads = loaded.catch(() => undefined);
    return loaded;
  }
  return lazy(() => load().then((component) => ({ default: component })));
}
