import type { PageContextServer } from 'vike/types';
import { shellHintsOf } from '../shell/ShellHints';
import { sharedRequestContext } from '../shell/personal/sharedRequestContext';

/**
 * A shared page (its data says ShellHints.cache) renders, whoever asked for it,
 * without anything personal: no identity, no request id, no visitor country. The same bytes then
 * serve every visitor and crawler; the browser fills the personal part in (docs/pages.md).
 */
export default async function onBeforeRender(pageContext: PageContextServer) {
  if (!pageContext.sharedHtml || !shellHintsOf(pageContext.data).cache) {
    // A page rendered for the visitor shows their name and reads their roles: load them now
    // (a shared page never does: docs/pages.md §5).
    if (pageContext.loadIdentityView) return { pageContext: { identity: await pageContext.loadIdentityView() } };
    return undefined;
  }
  return {
    pageContext: {
      identity: undefined,
      requestContext: sharedRequestContext(pageContext.requestContext),
      personalAfterHydration: true,
    },
  };
}
