import type { PageContextServer } from 'vike/types';
import { shellHintsOf } from '../shell/ShellHints';
import { sharedRequestContext } from '../shell/personal/sharedRequestContext';

/**
 * A shared page (its data says ShellHints.cache) for a visitor who is not signed in renders
 * without anything personal: no identity, no request id, no visitor country. The same bytes then
 * serve every anonymous visitor and crawler; the browser fills the personal part in (docs/pages.md).
 */
export default function onBeforeRender(pageContext: PageContextServer) {
  if (!pageContext.sharedHtml || !shellHintsOf(pageContext.data).cache) return undefined;
  return {
    pageContext: {
      identity: undefined,
      requestContext: sharedRequestContext(pageContext.requestContext),
      personalAfterHydration: true,
    },
  };
}
