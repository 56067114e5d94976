import { observer } from 'mobx-react-lite';
import { useConfig } from 'vike-react/useConfig';
import { formatPublishedArea } from '#domain/portal/AreaFormat';
import { formatMoney } from '#domain/portal/MoneyFormat';
import { useT } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';
import { useListingTitleText } from '../header/useListingTitleText';
import { absolute } from '#presentation/shared/head/absolute';
import { breadcrumbList } from '#presentation/shared/head/breadcrumbList';
import { headTitle } from '#presentation/shared/head/headTitle';
import { jsonForScript } from '#presentation/shared/head/jsonForScript';
import { metaDescription } from './listingHeadText';
import { listingStructuredData } from './listingStructuredData';

/**
 * The page's <head>: title, meta description, canonical and hreflang links, Open Graph image and
 * JSON-LD (the listing, and its places as a BreadcrumbList). Set from a component (vike-react useConfig) because the texts need the culture's
 * messages, which only the React tree has; Vike renders the page before the head, so the values
 * are in place when the head is written. Renders nothing itself.
 */
export const ListingHead = observer(function ListingHead() {
  const page = useListingPage();
  const t = useT();
  const config = useConfig();
  const title = useListingTitleText();
  const headline = useListingTitleText('headline');
  const { listing } = page;
  const price = page.price;
  const summary = [
    t('Listings.Page.Title', {
      transaction: listing.transactionType,
      type: t(`Listings.PropertyType.Singular.${listing.type}`),
      place: listing.location.locality,
    }),
    ...page.facts
      .filter((fact) => fact.id === 'rooms')
      .map((fact) => ('count' in fact ? t(fact.messageKey, { count: fact.count }) : '')),
    ...page.facts
      .filter((fact) => fact.id === 'livingArea')
      .map((fact) => ('area' in fact ? formatPublishedArea(fact.area, page.locale) : '')),
    price.kind === 'amount' ? formatMoney(price.amount, price.currencyId, page.locale) : t(price.messageKey),
  ];
  const description = metaDescription(summary, page.description.text);
  const image = listing.images[0] && absolute(listing.images[0].url, page.origin);
  const structured = listingStructuredData({
    listing,
    headline,
    description: page.description.text || description,
    url: page.canonicalUrl,
    origin: page.origin,
  });
  // The same trail of places the page shows, as the search pages give it.
  const breadcrumbs = breadcrumbList(page.breadcrumbs, page.origin);

  config({
    title: headTitle(title, page.settings.portal.name),
    description,
    image,
    lang: page.culture,
    Head: (
      <>
        <link rel="canonical" href={page.canonicalUrl} />
        {page.alternates.map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
        ))}
        <meta property="og:type" content="website" />
        <meta property="og:url" content={page.canonicalUrl} />
        <meta property="og:site_name" content={page.settings.portal.name} />
        <meta property="og:locale" content={page.locale.replace('-', '_')} />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(structured) }} />
        {breadcrumbs && (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(breadcrumbs) }} />
        )}
      </>
    ),
  });
  return null;
});
