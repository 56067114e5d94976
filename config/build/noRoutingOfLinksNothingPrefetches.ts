import type { Plugin } from 'vite';

/**
 * Vike (0.4.266) watches every link of the page and, when one scrolls into view, routes its URL
 * (every route function of every page) before it looks whether anything is to be prefetched on
 * view. With our settings (Vike's default: static assets on hover, no page context) nothing ever
 * is, and a listing's first screen of links cost 34 ms of the main thread after hydration, 270 ms
 * on Lighthouse's low-end phone. The browser build returns first when the event prefetches
 * nothing: the same condition Vike's two prefetches test further down. The build fails when the
 * code it patches has changed (check it when upgrading vike).
 */
export function noRoutingOfLinksNothingPrefetches(): Plugin {
  const anchor = '    // Check again in case DOM was manipulated since last check\n';
  const guard =
    "    if (prefetchSettings.staticAssets !== event && (event === 'viewport' || !prefetchSettings.pageContext))\n" +
    '        return;\n';
  return {
    name: 'no-routing-of-links-nothing-prefetches',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !/node_modules\/vike\/dist\/client\/runtime-client-routing\/prefetch\.js$/.test(id))
        return null;
      if (code.split(anchor).length !== 2 || !code.includes('async function prefetchOnEvent(linkTag, event)'))
        throw new Error(`${id} is not the code noRoutingOfLinksNothingPrefetches patches: check it against this vike`);
      return { code: code.replace(anchor, guard + anchor), map: null };
    },
  };
}
