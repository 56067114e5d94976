import { observer } from 'mobx-react-lite';
import { useConfig } from 'vike-react/useConfig';
import { listingTitle } from '#domain/listings/ListingTitle';
import { useT } from '#presentation/shared/i18n';
import { listingHref } from '../results/listingHref';
import { useSearchPage } from '../SearchPageContext';
import { absolute } from '#presentation/shared/head/absolute';
import { breadcrumbList } from '#presentation/shared/head/breadcrumbList';
import { headTitle } from '#presentation/shared/head/headTitle';
import { jsonForScript } from '#presentation/shared/head/jsonForScript';
import { searchMetaDescription } from './searchHeadText';
import { useSearchHeading } from './useSearchHeading';

/**
 * The page's <head>: title, meta description (cut at 160), canonical and hreflang links, and
 * JSON-LD (the results as an ItemList, the places as a BreadcrumbList). The robots meta comes
 * from the shell (data.shell.robots, decided by domain/search/searchNoindex). Renders nothing.
 */
export const SearchHead = observer(function SearchHead() {
  const page = useSearchPage();
  const t = useT();
  const config = useConfig();
  const heading = useSearchHeading();
  const { portal } = page.settings;
  const title = page.page > 1 ? t('Search.Head.TitlePaged', { title: heading, page: page.page }) : heading;
  const { total } = page.results;
  const description = searchMetaDescription(
    t('Search.Head.Description', { count: total, title: heading, portal: portal.name }),
  );
  const skip = (page.page - 1) * portal.pageSize;
  const { origin } = page.data;
  const itemList = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: title,
    numberOfItems: page.results.cards.length,
    itemListElement: page.results.cards.map((card, index) => {
      const view = listingTitle(card, page.culture);
      return {
        '@type': 'ListItem',
        position: skip + index + 1,
        url: origin + listingHref(card, page.culture, portal),
        name: view.kind === 'text' ? view.headline : t(view.messageKey, view.values),
      };
    }),
  };
  const breadcrumbs = breadcrumbList(page.breadcrumbs, origin);

  config({
    title: headTitle(title, portal.name),
    description,
    Head: (
      <>
        <link rel="canonical" href={page.data.canonicalUrl} />
        {page.data.alternates.map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
        ))}
        <meta property="og:type" content="website" />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={page.data.canonicalUrl} />
        <meta property="og:site_name" content={portal.name} />
        {page.results.cards[0]?.images[0] && (
          <meta property="og:image" content={absolute(page.results.cards[0].images[0].url, origin)} />
        )}
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(itemList) }} />
        {breadcrumbs && (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(breadcrumbs) }} />
        )}
      </>
    ),
  });
  return null;
});
