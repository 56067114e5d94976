import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { GetContent } from '#application/content/tokens';
import { localiseContentLinks, modulesForPortal, tableOfContents } from '#domain/content/contentRules';
import { pageTags } from '#domain/portal/PageInvalidation';
import type { Language } from '#domain/portal/Portal';
import { culturePath } from '#presentation/shared/routing/culturePath';
import { unsupportedTransaction } from '#presentation/search';
import type { ContentPageData } from './ContentPageData';
import { feedPlaceModules } from './placeModules';

/**
 * The content page's data (document 000 §2): the URL entry for the path either redirects
 * (internally, in the visitor's culture, or to another domain) or shows its page; a missing page,
 * or one whose hreflang cultures exclude the visitor's, is the no-match page (404).
 */
export async function loadContentPageData(pageContext: PageContextServer): Promise<ContentPageData> {
  const { requestContext, container } = pageContext;
  const { culture, portal, origin } = requestContext;
  if (!container) throw new Error('The content page needs the request container (server/ssr/ssr.ts pageContextInit)');
  const path = pageContext.urlPathname;
  const result = await container.get(GetContent).execute({ path, culture });
  if (!result.ok) {
    if (result.error.kind === 'NOT_FOUND') {
      const transaction = await unsupportedTransaction(container, path, { countries: portal.countries });
      throw render(404, transaction ? { code: transaction.code, message: transaction.message } : result.error.message);
    }
    throw new Error(`Content for ${path} could not be loaded: ${result.error.code} ${result.error.message}`);
  }
  const answer = result.value;
  if (answer.kind === 'redirect') {
    const internal = answer.location.startsWith('/');
    const location = internal ? culturePath(answer.location, culture, portal) : answer.location;
    throw redirect(location, answer.permanent ? 301 : 302);
  }
  // Its links stay in the culture it is shown in (/pt's pages link /pt/…, for people and crawlers alike).
  const localised = localiseContentLinks(modulesForPortal(answer.page, portal.countries), (path) =>
    culturePath(path, culture, portal),
  );
  // Modules that list places take them from the places context, in this culture.
  const { page, placeIds } = await feedPlaceModules(localised, container, { culture, portal });
  const cultures = page.hrefLangCultures.filter((c): c is Language => (portal.cultures as string[]).includes(c));
  return {
    page,
    tableOfContents: page.layout === 'article' ? tableOfContents(page.modules) : [],
    canonicalUrl: origin + culturePath(page.path, culture, portal),
    alternates: [
      ...cultures.map((c) => ({ hreflang: c, href: origin + culturePath(page.path, c, portal) })),
      ...(cultures.includes(portal.defaultCulture)
        ? [{ hreflang: 'x-default', href: origin + culturePath(page.path, portal.defaultCulture, portal) }]
        : []),
    ],
    origin,
    portalName: portal.name,
    shell: {
      page: page.path === '/' ? 'home' : 'other',
      robots: { indexable: page.indexable, followable: page.followable, hrefLangCultures: page.hrefLangCultures },
      // Editorial pages show nothing personal; a content file change drops them (server/app.ts, docs/pages.md).
      cache: { invalidatedBy: [pageTags.content(), ...placeIds.map((placeId) => pageTags.place(placeId))] },
    },
  };
}
