import { useConfig } from 'vike-react/useConfig';
import { cutHeadline } from '#domain/portal/TextCut';
import { headTitle } from '#presentation/shared/head/headTitle';
import { jsonForScript } from '#presentation/shared/head/jsonForScript';
import type { ContentPageData } from './ContentPageData';

/**
 * The content page's <head>: title, description, keywords, canonical and hreflang links, and its
 * JSON-LD: the page's schemaType (WebPage, AboutPage, Article…), a FAQPage for its FAQ modules and a
 * BreadcrumbList. Renders nothing itself.
 */
export function ContentHead({ data }: { data: ContentPageData }) {
  const config = useConfig();
  const { page } = data;
  const faqs = page.modules.flatMap((m) => (m.kind === 'faq' ? m.items : []));
  const structured: object[] = [
    {
      '@context': 'https://schema.org',
      '@type': page.schemaType,
      ...(page.schemaType === 'Article' ? { headline: cutHeadline(page.title) } : { name: page.title }),
      description: page.seoDescription,
      url: data.canonicalUrl,
      inLanguage: page.culture,
      datePublished: page.created,
      dateModified: page.updated,
      ...(page.mainMedia && { image: page.mainMedia.url }),
      publisher: { '@type': 'Organization', name: data.portalName, url: data.origin },
    },
  ];
  if (faqs.length > 0)
    structured.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faqs.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    });
  config({
    title: headTitle(page.seoTitle, data.portalName),
    description: page.seoDescription,
    lang: page.culture,
    Head: (
      <>
        <link rel="canonical" href={data.canonicalUrl} />
        {data.alternates.map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
        ))}
        {page.seoKeywords.length > 0 && <meta name="keywords" content={page.seoKeywords.join(', ')} />}
        <meta property="og:type" content={page.schemaType === 'Article' ? 'article' : 'website'} />
        <meta property="og:url" content={data.canonicalUrl} />
        <meta property="og:title" content={page.seoTitle} />
        <meta property="og:description" content={page.seoDescription} />
        <meta property="og:site_name" content={data.portalName} />
        {structured.map((item, index) => (
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(item) }} />
        ))}
      </>
    ),
  });
  return null;
}
