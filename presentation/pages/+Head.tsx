import { usePageContext } from 'vike-react/usePageContext';
import { SIGNED_IN_MARKER_SCRIPT } from '#domain/identity/SignedInMarker';
import { robotsContent, robotsDecision } from '#domain/portal/Robots';
import { FOOTER_ID } from '../shell/footer/footerId';
import { isErrorPage } from '../shell/isErrorPage';
import { shellHintsOf } from '../shell/ShellHints';

/** The house mark as an SVG favicon (data URL: no file to serve, allowed by the CSP's img-src data:). */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#0b5fff"/>' +
    '<path fill="#fff" d="M7.5 15.6 16 8.6l8.5 7V24a1.2 1.2 0 0 1-1.2 1.2h-4.6v-5.4h-5.4v5.4H8.7A1.2 1.2 0 0 1 7.5 24z"/>' +
    '<circle cx="24.2" cy="8.4" r="3.2" fill="#ff5a3c"/></svg>',
)}`;

/**
 * <head> tags every page shares: favicon, theme colour (the brand blue of tokens.css, which a
 * meta tag cannot read) and the robots meta (document 000 §6) from the portal and the page's
 * own flags (ShellHints.robots in its data). A shared page also reads the signed-in marker before
 * first paint (its bytes are the same for everyone; the CSP allows it by its hash).
 */
export default function Head() {
  const pageContext = usePageContext();
  const { portal, culture } = pageContext.requestContext;
  const hints = shellHintsOf(pageContext.data);
  const robots = robotsDecision({
    portalIndexable: portal.indexable,
    culture,
    page: hints.robots,
    errorPage: isErrorPage(pageContext, hints),
  });
  return (
    <>
      <link rel="icon" type="image/svg+xml" href={FAVICON} />
      {/* No frame before the page above the footer is parsed (docs/pages.md §7): a phone otherwise
          paints a half-parsed header or hero and shifts it as the rest arrives. Chromium unblocks
          when the element is inserted, so the footer's start, not <main>, marks the end of the page. */}
      <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
      {/* Fetched while the scripts download, so hydration never waits for it (+onBeforeRenderClient). */}
      <link rel="preload" href={pageContext.catalogueUrl} as="fetch" crossOrigin="anonymous" />
      <meta name="theme-color" content="#0b5fff" />
      <meta name="robots" content={robotsContent(robots)} />
      {pageContext.personalAfterHydration === true && (
        <script dangerouslySetInnerHTML={{ __html: SIGNED_IN_MARKER_SCRIPT }} />
      )}
    </>
  );
}
