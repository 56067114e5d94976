import type { IdentityView } from '#domain/identity/IdentityView';
import type { PageContextServer } from 'vike/types';

/**
 * The visitor's whole identity for a data hook that acts for them (names, roles, consent): on a
 * full page load the server loads it only when a page asks (PageContext.loadIdentityView).
 */
export async function identityOf(pageContext: PageContextServer): Promise<IdentityView | undefined> {
  return pageContext.loadIdentityView ? pageContext.loadIdentityView() : pageContext.identity;
}
